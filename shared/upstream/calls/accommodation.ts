import type { CallEntry } from '../callFacts.ts';

/** A house, the same for every guest: its description and its pictures. */

export const accommodationCall = {
  method: 'GET',
  path: '/webcc-api/v1/accommodations/:accommodation/:lang?',
  edgeCache: 'accommodation',
} as const satisfies CallEntry;
export const pictureCall = {
  method: 'GET',
  path: '/webcc-api/v1/pictures/:picture+',
  picture: true,
} as const satisfies CallEntry;
