import { describe, expect, it } from 'vitest';
import { germany } from './de.ts';
import { deletionDay } from './retention.ts';
import { aged, asked, STAY } from './tableTesting.ts';

const PERSON = ['firstname', 'lastname', 'birthday', 'countryOrigin'];
const ADDRESS = ['country', 'street', 'zip', 'place'];
const DOCUMENT = ['passportType', 'passID'];

describe('Germany (BMG §§ 29-30, from 2025)', () => {
  it.each([
    [
      'a German main guest fills in no form',
      'first',
      { countryOrigin: 'DE', birthday: aged(45) },
      PERSON,
      false,
    ],
    [
      'an Austrian main guest: EU citizens fill it in',
      'first',
      { countryOrigin: 'AT', birthday: aged(45) },
      [...PERSON, ...ADDRESS, ...DOCUMENT],
      true,
    ],
    [
      'a French adult fellow',
      'fellow',
      { countryOrigin: 'FR', birthday: aged(30) },
      [...PERSON, ...DOCUMENT],
      true,
    ],
    ['a French child', 'fellow', { countryOrigin: 'FR', birthday: aged(6) }, PERSON, false],
    ['a German fellow', 'fellow', { countryOrigin: 'DE', birthday: aged(30) }, PERSON, false],
  ] as const)('%s', (_, role, values, fields, signs) => {
    expect(asked(germany, role, values)).toEqual({ fields, signs });
  });

  it('keeps the forms one year from arrival, for the authorities to ask for', () => {
    expect(germany.registration).toEqual({ authority: 'deMeldebehoerde', delivery: 'onRequest' });
    expect(deletionDay(germany, STAY)).toBe('2028-08-17');
  });
});
