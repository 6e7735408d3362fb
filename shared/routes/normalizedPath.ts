const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * A path as every part of the portal should see it (RFC 3986 §6.2.2): escapes of unreserved
 * characters decoded (`/%72eservations` is `/reservations`), other escapes kept, in upper case
 * (`%2f` is `%2F`). Null when the escapes are not valid UTF-8, a path no page or service has.
 */
export function normalizedPath(pathname: string): string | null {
  try {
    decodeURIComponent(pathname);
  } catch {
    return null;
  }
  return pathname.replace(/%[0-9a-fA-F]{2}/g, (escape) => {
    const character = String.fromCharCode(parseInt(escape.slice(1), 16));
    return UNRESERVED.test(character) ? character : escape.toUpperCase();
  });
}
