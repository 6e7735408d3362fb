import type { CallEntry } from '../callFacts.ts';

/** The personal catalogue a visitor asks to be mailed. */

export const personalCatalogFormCall = {
  method: 'POST',
  path: '/webcc-api/v1/forms/personalCatalog',
  limit: 'form',
} as const satisfies CallEntry;
