/**
 * A URL's path, query and fragment as a location on this site. Leading slashes and backslashes
 * fold into one: `//evil.example/x` or `/\evil.example` would otherwise be read by a browser as
 * another host (a protocol-relative URL), and the redirect would leave the site.
 */
export function sitePath(url: URL): string {
  return url.pathname.replace(/^[/\\]+/, '/') + url.search + url.hash;
}

/** A path a browser might read as another host: it starts with two slashes or backslashes. */
export function looksLikeAnotherHost(pathname: string): boolean {
  return /^[/\\]{2}/.test(pathname);
}
