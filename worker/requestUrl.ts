/** Each request's parsed URL; the page's steps read it half a dozen times. */
const parsedUrls = new WeakMap<Request, URL>();

/**
 * The request's URL, parsed once per request and shared by every step that reads it: a step that
 * needs a changed URL copies it first (`new URL(url)`), as the redirects do.
 */
export function requestUrl(request: Request): URL {
  let url = parsedUrls.get(request);
  if (!url) {
    url = new URL(request.url);
    parsedUrls.set(request, url);
  }
  return url;
}
