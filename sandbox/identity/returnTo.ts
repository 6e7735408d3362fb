/**
 * `return_to` must stay on this origin or the portal's (Kratos' allowed return URLs of this
 * deployment): anything else is refused rather than followed.
 * Returns the absolute URL, undefined when none was given, or null when it is not allowed.
 */
export function allowedReturnTo(
  value: string | undefined,
  origin: string,
  uiOrigin: string = origin,
): string | undefined | null {
  if (!value) return undefined;
  try {
    const url = new URL(value, origin);
    return url.origin === origin || url.origin === uiOrigin ? url.toString() : null;
  } catch {
    return null;
  }
}
