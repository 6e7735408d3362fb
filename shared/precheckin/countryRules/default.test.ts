import { describe, expect, it } from 'vitest';
import { defaultRules } from './default.ts';
import { rulesFor } from './rulesFor.ts';
import { layoutFor } from './fieldNeeds.ts';
import { deletionDay } from './retention.ts';
import { aged, asked, STAY } from './tableTesting.ts';

describe('destinations without rules of their own', () => {
  it.each([
    [
      'the main guest: address for the stay',
      'first',
      ['salutation', 'firstname', 'lastname', 'birthday', 'country', 'street', 'zip', 'place'],
    ],
    [
      'a fellow: name and birth date for the booked age groups',
      'fellow',
      ['firstname', 'lastname', 'birthday'],
    ],
  ] as const)('%s', (_, role, fields) => {
    expect(asked(defaultRules, role, { countryOrigin: 'DK', birthday: aged(30) })).toEqual({
      fields,
      signs: false,
    });
    expect(layoutFor(defaultRules, role)).toEqual(fields);
  });

  it('are the rules of every country without its own file; nothing is sent, kept 30 days', () => {
    expect(rulesFor('DK')).toBe(defaultRules);
    expect(rulesFor('constructor')).toBe(defaultRules);
    expect(rulesFor('ES').country).toBe('ES');
    expect(defaultRules.registration).toBeNull();
    expect(deletionDay(defaultRules, STAY)).toBe('2027-09-23');
  });
});
