import type { FormatName } from './countryRules.ts';

/** The DNI's and NIE's check letters, by the number's remainder after dividing by 23. */
const CHECK_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

const compact = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

/** A Spanish DNI (8 digits) or NIE (X, Y or Z and 7 digits), each ending with its check letter. */
function spanishIdNumber(value: string): string | null {
  const match = /^(\d{8}|[XYZ]\d{7})([A-Z])$/.exec(compact(value));
  if (!match) return 'spanishIdFormat';
  // An NIE's letter stands for its first digit: X 0, Y 1, Z 2.
  const digits = match[1]!.replace(/^[XYZ]/, (letter) => String('XYZ'.indexOf(letter)));
  return CHECK_LETTERS[Number(digits) % 23] === match[2] ? null : 'spanishIdCheckLetter';
}

/** The support number on a DNI (3 letters, 6 digits) or on a foreigner's card (a letter, 8 digits). */
function spanishSupportNumber(value: string): string | null {
  return /^([A-Z]{3}\d{6}|[A-Z]\d{8})$/.test(compact(value)) ? null : 'spanishSupportNumber';
}

/** Each format's check: the problem, or null when the value is well formed. */
export const FORMATS: Record<FormatName, (value: string) => string | null> = {
  spanishIdNumber,
  spanishSupportNumber,
};
