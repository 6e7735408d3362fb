import { describe, expect, it } from 'vitest';
import { croatia } from './hr.ts';
import { deletionDay } from './retention.ts';
import { aged, asked, STAY } from './tableTesting.ts';

const EVERYONE = [
  'salutation',
  'firstname',
  'lastname',
  'birthday',
  'countryOrigin',
  'country',
  'place',
  'passportType',
  'passID',
];

describe('Croatia (eVisitor)', () => {
  it.each([
    ['a Croatian main guest', 'first', { countryOrigin: 'HR', birthday: aged(40) }],
    ['an Italian child', 'fellow', { countryOrigin: 'IT', birthday: aged(3) }],
  ] as const)('%s is registered like every guest', (_, role, values) => {
    expect(asked(croatia, role, values)).toEqual({ fields: EVERYONE, signs: false });
  });

  it('reports within 24 hours; our copy goes 30 days after departure', () => {
    expect(croatia.registration).toEqual({
      authority: 'hrEvisitor',
      delivery: 'sent',
      within: { hours: 24 },
    });
    expect(deletionDay(croatia, STAY)).toBe('2027-09-23');
  });
});
