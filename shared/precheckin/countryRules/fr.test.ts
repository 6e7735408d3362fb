import { describe, expect, it } from 'vitest';
import { france } from './fr.ts';
import { deletionDay } from './retention.ts';
import { aged, asked, STAY } from './tableTesting.ts';

const PERSON = ['firstname', 'lastname', 'birthday', 'countryOrigin'];
const FORM = ['placeOfBirth', 'country', 'street', 'zip', 'place'];

describe('France (CESEDA R. 814-1, fiche individuelle de police)', () => {
  it.each([
    ['a French guest: no police form', 'first', { countryOrigin: 'FR', birthday: aged(40) }, PERSON, false],
    [
      'a Belgian main guest',
      'first',
      { countryOrigin: 'BE', birthday: aged(40) },
      [...PERSON, ...FORM, 'phone'],
      true,
    ],
    [
      'a Belgian fellow of 15',
      'fellow',
      { countryOrigin: 'BE', birthday: aged(15) },
      [...PERSON, ...FORM],
      true,
    ],
    [
      "a child under 15, on an adult's form",
      'fellow',
      { countryOrigin: 'BE', birthday: aged(14) },
      PERSON,
      false,
    ],
  ] as const)('%s', (_, role, values, fields, signs) => {
    expect(asked(france, role, values)).toEqual({ fields, signs });
  });

  it('keeps the forms six months, for the police to ask for', () => {
    expect(france.registration).toEqual({ authority: 'frPolice', delivery: 'onRequest' });
    expect(deletionDay(france, STAY)).toBe('2028-02-24');
  });
});
