import { describe, expect, it } from 'vitest';
import { austria } from './at.ts';
import { deletionDay } from './retention.ts';
import { aged, asked, STAY } from './tableTesting.ts';

const GUEST = [
  'salutation',
  'firstname',
  'lastname',
  'birthday',
  'countryOrigin',
  'country',
  'street',
  'zip',
  'place',
];
const DOCUMENT = ['passportType', 'passID', 'passportIssueDate', 'placeOfIssue', 'passportExpDate'];

describe('Austria (Meldegesetz 1991, Gästeblatt)', () => {
  it.each([
    ['an Austrian guest: no document', 'first', { countryOrigin: 'AT', birthday: aged(50) }, GUEST, true],
    [
      'a Dutch guest: the travel document',
      'first',
      { countryOrigin: 'NL', birthday: aged(50) },
      [...GUEST, ...DOCUMENT],
      true,
    ],
    [
      'a family member: name and birth date only',
      'fellow',
      { countryOrigin: 'NL', birthday: aged(12) },
      ['firstname', 'lastname', 'birthday'],
      false,
    ],
  ] as const)('%s', (_, role, values, fields, signs) => {
    expect(asked(austria, role, values)).toEqual({ fields, signs });
  });

  it('keeps the guest register seven years', () => {
    expect(austria.registration).toEqual({ authority: 'atGaesteverzeichnis', delivery: 'onRequest' });
    expect(deletionDay(austria, STAY)).toBe('2034-08-24');
  });
});
