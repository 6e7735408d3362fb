/**
 * A phone number as people write it ("+34 600 123 456", "(030) 1234-5678", "+44 (0)7700 900123") kept
 * as SPEC §5 asks, numbers only: spaces, dashes, dots, slashes and brackets go, a leading + becomes the
 * international prefix 00 (so the number still dials from abroad), and a trunk "(0)" after a country
 * code goes, as it is not dialled from abroad (issue 43).
 */
export function phoneDigits(typed: string): string {
  const trimmed = typed.trim();
  const international = trimmed.startsWith('+');
  const withoutTrunk = international ? trimmed.replace(/\(\s*0\s*\)/, '') : trimmed;
  const joined = withoutTrunk.replace(/[\s\-\u2010-\u2015./()]/g, '');
  return international ? `00${joined.slice(1)}` : joined;
}

/** Numbers only, as long as a phone number can be: 4 (a local extension) to 20 digits. */
export const isPhoneDigits = (digits: string) => /^\d{4,20}$/.test(digits);
