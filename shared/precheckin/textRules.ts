/** SPEC §3: inputs 1, 2, M, F, m, f become M or F. */
export function normaliseSalutation(input: string): 'M' | 'F' | null {
  if (['1', 'M', 'm'].includes(input)) return 'M';
  if (['2', 'F', 'f'].includes(input)) return 'F';
  return null;
}

/** SPEC §5: text under 40 characters, without < > '. */
export const TEXT_MAX = 39;
/**
 * SPEC §5's < > ', and what would make a name show other than it reads: control
 * characters (C0, DEL, C1) and the bidirectional embeddings, overrides and isolates.
 */
export const FORBIDDEN = /[<>'\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
