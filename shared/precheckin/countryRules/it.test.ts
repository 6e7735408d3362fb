import { describe, expect, it } from 'vitest';
import { italy } from './it.ts';
import { registrationProblems } from './registrationProblems.ts';
import { deletionDay } from './retention.ts';
import { aged, asked, STAY, TODAY } from './tableTesting.ts';

const PERSON = ['salutation', 'firstname', 'lastname', 'birthday', 'countryOfBirth'];

describe('Italy (TULPS art. 109, Alloggiati Web)', () => {
  it.each([
    [
      'a main guest born abroad: the country is enough',
      'first',
      { countryOfBirth: 'GB', birthday: aged(40) },
      [...PERSON, 'countryOrigin', 'passportType', 'passID', 'placeOfIssue', 'passportExpDate'],
    ],
    [
      'a main guest born in Italy: the municipality too',
      'first',
      { countryOfBirth: 'IT', birthday: aged(40) },
      [
        ...PERSON,
        'placeOfBirth',
        'countryOrigin',
        'passportType',
        'passID',
        'placeOfIssue',
        'passportExpDate',
      ],
    ],
    [
      'a family member: no document',
      'fellow',
      { countryOfBirth: 'DE', birthday: aged(8) },
      [...PERSON, 'countryOrigin'],
    ],
  ] as const)('%s', (_, role, values, fields) => {
    expect(asked(italy, role, values)).toEqual({ fields, signs: false });
  });

  it('words the missing place of birth of someone born in Italy', () => {
    const fellow = {
      salutation: 'M',
      firstname: 'Marco',
      lastname: 'Bianchi',
      birthday: aged(30),
      countryOfBirth: 'IT',
      countryOrigin: 'IT',
    };
    expect(registrationProblems(italy, 'fellow', fellow, STAY, TODAY)).toEqual({
      placeOfBirth: 'placeOfBirthInItaly',
    });
    expect(
      registrationProblems(italy, 'fellow', { ...fellow, placeOfBirth: 'Verona (VR)' }, STAY, TODAY),
    ).toEqual({});
  });

  it('reports to the Questura within 24 hours; our copy goes 30 days after departure', () => {
    expect(italy.registration).toEqual({
      authority: 'itAlloggiatiWeb',
      delivery: 'sent',
      within: { hours: 24 },
    });
    expect(deletionDay(italy, STAY)).toBe('2027-09-23');
  });
});
