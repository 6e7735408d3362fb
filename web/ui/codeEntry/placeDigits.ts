import { CODE_LENGTH, codeDigits } from '../../../shared/auth/signIn.ts';

export const EMPTY_CODE: readonly string[] = Array.from({ length: CODE_LENGTH }, () => '');

/**
 * The boxes after text arrives in box `from`: its digits fill that box and the ones after it, and
 * whatever does not fit is cut off (SPEC §5: pasted text is cut to six).
 */
export function placeDigits(boxes: readonly string[], from: number, text: string): string[] {
  const next = [...boxes];
  codeDigits(text)
    .split('')
    .slice(0, CODE_LENGTH - from)
    .forEach((digit, offset) => (next[from + offset] = digit));
  return next;
}
