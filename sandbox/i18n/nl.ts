/** The sandbox's texts in this language, keyed by their English (inLanguage.ts). */
export const nl: Record<string, string> = {};
