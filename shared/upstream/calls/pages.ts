import type { CallEntry } from '../callFacts.ts';

/** The edge's own look-ups: a page's configuration, a partner, texts to translate. */

// A page's configuration, by host and path; the home page's path ends in a slash.
export const pageConfigCall = {
  method: 'GET',
  path: '/conf-api/v1/pages/:page+',
} as const satisfies CallEntry;
export const partnersCall = {
  method: 'GET',
  path: '/webcc-api/v1/partners',
  headers: ['jwt'],
} as const satisfies CallEntry;
export const translationsCall = {
  method: 'POST',
  path: '/webcc-api/v1/translations',
} as const satisfies CallEntry;
