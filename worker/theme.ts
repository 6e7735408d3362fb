import type { Logger } from './log.ts';
import { siteCookie } from '../shared/site/siteCookie.ts';
import { themeFromParams } from '../shared/site/theme.ts';

export const THEME_COOKIE = 'theme';

function decodeCookie(value: string): [string, string][] {
  // Most visits have no theme: an empty value would throw in JSON.parse, and a throw costs 2% of a page's CPU.
  if (value === '') return [];
  try {
    const colors = JSON.parse(atob(value.replaceAll('-', '+').replaceAll('_', '/'))) as Record<
      string,
      unknown
    >;
    return Object.entries(colors).flatMap(([name, color]) =>
      typeof color === 'string' ? [[`color-${name}`, color] as [string, string]] : [],
    );
  } catch {
    return [];
  }
}

/** A colour is a few characters; anything longer (a pasted link, a token) is not logged whole. */
const LOGGED_VALUE_LENGTH = 16;
const loggable = (value: string) =>
  value.length <= LOGGED_VALUE_LENGTH ? value : `${value.slice(0, 7)}… (${value.length} characters)`;

/**
 * SPEC §5, §9 theme: `color-*` parameters colour the page and are kept for the visit (a session
 * cookie); a value that is not a hex colour is logged and the default stays.
 */
export function resolveTheme(
  url: URL,
  themeCookie: string | undefined,
  log: Logger,
): { colors: Record<string, string>; setCookie?: string } {
  const params = [...url.searchParams].filter(([key]) => key.startsWith('color-'));
  if (params.length === 0) return { colors: themeFromParams(decodeCookie(themeCookie ?? '')).colors };
  const { colors, rejected } = themeFromParams(params);
  for (const param of rejected)
    log.warn('Could not parse Hex Color', { param, value: loggable(url.searchParams.get(param) ?? '') });
  const value = btoa(JSON.stringify(colors)).replaceAll('+', '-').replaceAll('/', '_').replaceAll('=', '');
  return { colors, setCookie: siteCookie(url, THEME_COOKIE, value, { httpOnly: true }) };
}
