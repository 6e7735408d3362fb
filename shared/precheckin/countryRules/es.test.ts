import { describe, expect, it } from 'vitest';
import { spain } from './es.ts';
import { registrationProblems } from './registrationProblems.ts';
import { deletionDay } from './retention.ts';
import { aged, asked, STAY, TODAY } from './tableTesting.ts';

const NAMES = ['salutation', 'firstname', 'lastname'];
const ADDRESS = ['country', 'street', 'zip', 'place'];
const DOCUMENT = ['passportType', 'passID'];
const DOCUMENT_DATES = ['passportIssueDate', 'passportExpDate'];

describe('Spain (RD 933/2021)', () => {
  it.each([
    [
      'a Spanish main guest with a DNI',
      'first',
      { countryOrigin: 'ES', birthday: aged(40), passportType: 'ID' },
      [
        ...NAMES,
        'secondSurname',
        'birthday',
        'countryOrigin',
        ...DOCUMENT,
        'documentSupportNumber',
        ...DOCUMENT_DATES,
        ...ADDRESS,
        'phone',
      ],
      true,
    ],
    [
      'a Spaniard with a passport: no support number',
      'fellow',
      { countryOrigin: 'ES', birthday: aged(40), passportType: 'PP' },
      [...NAMES, 'secondSurname', 'birthday', 'countryOrigin', ...DOCUMENT, ...DOCUMENT_DATES, ...ADDRESS],
      true,
    ],
    [
      'a German fellow: the second surname offered',
      'fellow',
      { countryOrigin: 'DE', birthday: aged(40), passportType: 'ID' },
      [...NAMES, 'secondSurname?', 'birthday', 'countryOrigin', ...DOCUMENT, ...DOCUMENT_DATES, ...ADDRESS],
      true,
    ],
    [
      'a Spanish child of 10: the relationship, no document, no signature',
      'fellow',
      { countryOrigin: 'ES', birthday: aged(10) },
      [...NAMES, 'secondSurname', 'birthday', 'countryOrigin', 'relationship'],
      false,
    ],
    [
      'a British 15-year-old: a document and a signature from 14',
      'fellow',
      { countryOrigin: 'GB', birthday: aged(15), passportType: 'PP' },
      [
        ...NAMES,
        'secondSurname?',
        'birthday',
        'countryOrigin',
        'relationship',
        ...DOCUMENT,
        ...DOCUMENT_DATES,
        ...ADDRESS,
      ],
      true,
    ],
  ] as const)('%s', (_, role, values, fields, signs) => {
    expect(asked(spain, role, values)).toEqual({ fields, signs });
  });

  const german = {
    salutation: 'F',
    firstname: 'Lena',
    lastname: 'Wagner',
    birthday: aged(35),
    countryOrigin: 'DE',
    passportType: 'PP',
    passID: 'C01X00T47',
    passportIssueDate: '2020-01-10',
    passportExpDate: '2030-01-09',
    country: 'DE',
    street: 'Lindenweg 4',
    zip: '80331',
    place: 'München',
  };
  const spaniard = {
    ...german,
    firstname: 'Lucía',
    lastname: 'García',
    secondSurname: 'López',
    countryOrigin: 'ES',
    passportType: 'ID',
    passID: '12345678Z',
    documentSupportNumber: 'BAA000589',
  };
  const problems = (values: Record<string, string>) =>
    registrationProblems(spain, 'fellow', values, STAY, TODAY);

  it.each([
    ['a complete Spaniard', spaniard, {}],
    [
      'a Spaniard without a second surname',
      { ...spaniard, secondSurname: '' },
      { secondSurname: 'secondSurnameRequired' },
    ],
    ['a German without one', german, {}],
    ['a DNI with the wrong letter', { ...spaniard, passID: '12345678A' }, { passID: 'spanishIdCheckLetter' }],
    ['a DNI written with a dash and small letter', { ...spaniard, passID: '12345678-z' }, {}],
    ['an NIE', { ...spaniard, passID: 'X1234567L' }, {}],
    [
      'an NIE with the wrong letter',
      { ...spaniard, passID: 'Y1234567L' },
      { passID: 'spanishIdCheckLetter' },
    ],
    ['a number that is no DNI', { ...spaniard, passID: 'AB123' }, { passID: 'spanishIdFormat' }],
    ["a foreigner's document is not a DNI", { ...german, passID: 'AB123' }, {}],
    ['a support number of a foreign card', { ...spaniard, documentSupportNumber: 'E12345678' }, {}],
    [
      'a support number too short',
      { ...spaniard, documentSupportNumber: 'BA0589' },
      { documentSupportNumber: 'spanishSupportNumber' },
    ],
    [
      'a document running out during the stay',
      { ...german, passportExpDate: '2027-08-23' },
      { passportExpDate: 'expiresDuringStay' },
    ],
    ['a document valid on the last day', { ...german, passportExpDate: '2027-08-24' }, {}],
    [
      'a minor without a relationship',
      { ...german, birthday: aged(9) },
      { relationship: 'relationshipRequired' },
    ],
    ['a minor with one', { ...german, birthday: aged(9), relationship: 'parent' }, {}],
  ])('%s', (_, values, expected) => {
    expect(problems(values)).toEqual(expected);
  });

  it('reports to SES.HOSPEDAJES within 24 hours and keeps the record three years after the stay', () => {
    expect(spain.registration).toEqual({
      authority: 'esSesHospedajes',
      delivery: 'sent',
      within: { hours: 24 },
    });
    expect(deletionDay(spain, STAY)).toBe('2030-08-24');
  });
});
