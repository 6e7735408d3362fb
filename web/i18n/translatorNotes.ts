/**
 * A word for the translator where an English text alone is ambiguous: written into every PO
 * catalogue as the entry's comment (`#.`) by `npm run i18n:sync`.
 */
export const TRANSLATOR_NOTES: Record<string, string> = {};
