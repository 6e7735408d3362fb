import { describe, expect, it } from 'vitest';
import { portugal } from './pt.ts';
import { deletionDay } from './retention.ts';
import { aged, asked, STAY } from './tableTesting.ts';

const PERSON = ['firstname', 'lastname', 'birthday', 'countryOrigin'];

describe('Portugal (Lei 23/2007, boletim de alojamento)', () => {
  it.each([
    ['a Portuguese guest is not reported', 'first', { countryOrigin: 'PT', birthday: aged(40) }, PERSON],
    [
      'a Spanish child is',
      'fellow',
      { countryOrigin: 'ES', birthday: aged(4) },
      [...PERSON, 'placeOfBirth', 'country', 'passportType', 'passID', 'placeOfIssue', 'passportExpDate'],
    ],
  ] as const)('%s', (_, role, values, fields) => {
    expect(asked(portugal, role, values)).toEqual({ fields, signs: false });
  });

  it('reports within three working days and keeps the bulletin one year', () => {
    expect(portugal.registration).toEqual({
      authority: 'ptSiba',
      delivery: 'sent',
      within: { workingDays: 3 },
    });
    expect(deletionDay(portugal, STAY)).toBe('2028-08-24');
  });
});
