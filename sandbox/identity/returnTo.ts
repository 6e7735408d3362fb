import { looksLikeAnotherHost } from '../../shared/routes/sitePath.ts';

/**
 * `return_to` must stay on this origin or the portal's (Kratos' allowed return URLs of this
 * deployment), and its path must not read as another host (`http://portal//evil`): anything
 * else is refused rather than followed.
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
    const allowedOrigin = url.origin === origin || url.origin === uiOrigin;
    return allowedOrigin && !looksLikeAnotherHost(url.pathname) ? url.toString() : null;
  } catch {
    return null;
  }
}
