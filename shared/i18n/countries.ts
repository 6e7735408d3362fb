/**
 * Every country of ISO 3166-1 (its 249 alpha-2 codes), for the forms' country fields and the checks
 * of what they send. The codes travel with every page that asks for a country, so they are written
 * compactly: one number in base 36 for each first letter (A, B, …), whose bit n says whether that
 * letter followed by the alphabet's letter n is a code ("sox2w": AD, AE, AF …; X starts none).
 * countries.test.ts reads them back against the iso-3166-1 package. Names come from the browser (Intl).
 */
const SECOND_LETTERS =
  'sox2w ybdob 13fegd jznrk jo44 3abk dq22j 10t1c lq8o 153k wkgr4 cepl3 13ycxp kpks5 35s d1hpt 1 3accw 10rw7z o4s18 u4hmp mno5 5mao 0 b8k0 2hzi9';

const letter = (place: number) => String.fromCharCode(65 + place);

export const COUNTRY_CODES: readonly string[] = SECOND_LETTERS.split(' ').flatMap((bits, first) =>
  Array.from({ length: 26 }, (_, second) =>
    (parseInt(bits, 36) >> second) & 1 ? letter(first) + letter(second) : [],
  ).flat(),
);

/** Whether `value` is a country's ISO 3166-1 alpha-2 code, in capitals as the forms send it. */
export function isCountryCode(value: string): boolean {
  return COUNTRY_CODES.includes(value);
}
