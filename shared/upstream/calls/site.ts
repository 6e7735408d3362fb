import type { CallEntry } from '../callFacts.ts';

/** The calls of the site itself: page configuration, partners, texts, the e-mail check and the forms that mail a visitor. */

// A page's configuration, by host and path; the home page's path ends in a slash.
export const pageConfigCall = {
  method: 'GET',
  path: '/conf-api/v1/pages/:page+',
} as const satisfies CallEntry;
export const emailScoreCall = {
  method: 'GET',
  path: '/validation-api/v1/emails/:email',
} as const satisfies CallEntry;
export const partnersCall = {
  method: 'GET',
  path: '/webcc-api/v1/partners',
  headers: ['jwt'],
} as const satisfies CallEntry;
export const personalCatalogFormCall = {
  method: 'POST',
  path: '/webcc-api/v1/forms/personalCatalog',
  limit: 'form',
} as const satisfies CallEntry;
export const reservationLinkFormCall = {
  method: 'POST',
  path: '/webcc-api/v1/forms/reservationLink',
  limit: 'form',
} as const satisfies CallEntry;
export const translationsCall = {
  method: 'POST',
  path: '/webcc-api/v1/translations',
} as const satisfies CallEntry;
