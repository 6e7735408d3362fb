import type { CountryRules } from './countryRules.ts';
import { ask } from './ask.ts';

/**
 * Destinations without rules of their own here: no registration law the portal follows, so it
 * asks what the stay needs (the main guest's address, everyone's name and birth date for the
 * booked age groups), sends nothing to an authority, and deletes it 30 days after departure.
 */
export const defaultRules: CountryRules = {
  country: null,
  fields: [
    ...ask(['salutation'], { who: 'first' }),
    ...ask(['firstname', 'lastname', 'birthday']),
    ...ask(['country', 'street', 'zip', 'place'], { who: 'first' }),
  ],
  formats: [],
  signature: null,
  registration: null,
  retention: { days: 30, from: 'checkout' },
};
