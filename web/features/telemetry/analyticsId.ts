import { nanoid } from 'nanoid';
import { siteCookie } from '../../../shared/site/siteCookie.ts';

/** SPEC §3: the analytics id, as the `ga` cookie and in local storage under `ga:user`. */
const COOKIE = 'ga';
const STORAGE_KEY = 'ga:user';
/** Thirteen months, the longest an analytics id may be kept under the EU supervisors' guidance. */
const MAX_AGE_S = 395 * 24 * 60 * 60;

function writeCookie(value: string, maxAge: number) {
  document.cookie = siteCookie(new URL(location.href), COOKIE, value, { maxAge });
}

/**
 * SPEC §3, §4: the analytics id exists only with statistics consent (the same id in both places,
 * kept across visits) and goes when that consent is withdrawn.
 */
export function followStatisticsConsent(statistics: boolean) {
  try {
    if (!statistics) {
      localStorage.removeItem(STORAGE_KEY);
      writeCookie('', 0);
      return;
    }
    const id = localStorage.getItem(STORAGE_KEY) ?? nanoid(21);
    localStorage.setItem(STORAGE_KEY, id);
    writeCookie(id, MAX_AGE_S);
  } catch {
    // Storage refused (a partner's frame, private mode): no id to keep.
  }
}
