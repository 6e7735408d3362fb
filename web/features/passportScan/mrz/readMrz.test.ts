import { describe, expect, it } from 'vitest';
import { readMrz } from './readMrz.ts';

const TODAY = '2026-05-10';

// ICAO 9303 part 4's specimen passport and part 5's specimen identity card.
const SPECIMEN_TD3 = [
  'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
  'L898902C36UTO7408122F1204159ZE184226B<<<<<10',
];
const SPECIMEN_TD1 = [
  'I<UTOD23145890<1233<<<<<<<<<<<',
  '7408122F1204159UTO<<<<<<<<<<<2',
  'ERIKSSON<<ANNA<MARIA<<<<<<<<<<',
];

describe('reading a zone into the traveller fields', () => {
  it("fills a passport's fields; the specimen state Utopia leaves the nationality to the guest", () => {
    expect(readMrz(SPECIMEN_TD3, TODAY)).toEqual({
      kind: 'read',
      values: {
        lastname: 'Eriksson',
        firstname: 'Anna Maria',
        passID: 'L898902C3',
        passportType: 'PP',
        birthday: '1974-08-12',
        salutation: 'F',
        passportExpDate: '2012-04-15',
      },
      shortened: [],
      unsure: ['countryOrigin'],
    });
  });

  it.each([
    ['TD3', ['P<ZZZDOE<<JANE<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<', '1234567897ZZZ8501019F3306150<<<<<<<<<<<<<<<4']],
    ['TD2', ['I<ZZZMARTIN<<CLAIRE<ELODIE<<<<<<<<<<', 'X4RTBPFW46ZZZ9002144F3001019<<<<<<<8']],
    [
      'TD1',
      ['I<ZZZSPECI20212<<<<<<<<<<<<<<<', '6503101F3108022ZZZ<<<<<<<<<<<8', 'DE<BRUIJN<<WILLEKE<<<<<<<<<<<<'],
    ],
  ])(
    'reads a %s zone whose check digits match but whose state code names no country, and leaves the nationality to the guest',
    (_format, lines) => {
      const reading = readMrz(lines, TODAY);
      expect(reading.kind).toBe('read');
      expect(reading.kind === 'read' && reading.unsure).toEqual(['countryOrigin']);
      expect(reading.kind === 'read' && Object.keys(reading.values).sort()).toEqual(
        [
          'birthday',
          'firstname',
          'lastname',
          'passID',
          'passportExpDate',
          'passportType',
          'salutation',
        ].sort(),
      );
    },
  );

  it('fills surname, given names, number, nationality, birth, sex and expiry from each format', () => {
    const expected = {
      lastname: 'Martin',
      firstname: 'Claire Elodie',
      passID: 'X4RTBPFW4',
      countryOrigin: 'FR',
    };
    expect(
      readMrz(['I<FRAMARTIN<<CLAIRE<ELODIE<<<<<<<<<<', 'X4RTBPFW46FRA9002144F3001019<<<<<<<8'], TODAY),
    ).toEqual({
      kind: 'read',
      values: {
        ...expected,
        passportType: 'ID',
        birthday: '1990-02-14',
        salutation: 'F',
        passportExpDate: '2030-01-01',
      },
      shortened: [],
      unsure: [],
    });
  });

  it('leaves a doubtful name to the guest and fills the rest', () => {
    const lines = [
      'P<GBRSMITH<<JOHN<K<<<<<<<<<<<<<<<<<<<<<<<<<<',
      '1234567897GBR0501013M3012316<<<<<<<<<<<<<<<8',
    ];
    const reading = readMrz(lines, TODAY, new Map([[12, '<']]));
    expect(reading).toMatchObject({ kind: 'read', unsure: ['firstname'], values: { lastname: 'Smith' } });
    expect(reading.kind === 'read' && reading.values.firstname).toBeUndefined();
  });

  it("reads an identity card's three lines, with a number running on into the optional field", () => {
    const reading = readMrz(SPECIMEN_TD1, TODAY);
    expect(reading).toMatchObject({
      kind: 'read',
      values: { lastname: 'Eriksson', firstname: 'Anna Maria', passID: 'D23145890123', passportType: 'ID' },
    });
  });

  it("reads a Spanish identity card's DNI and support number apart, and both surnames as one", () => {
    const reading = readMrz(
      ['IDESPBAA000589512345678Z<<<<<<', '8309123M3101159ESP<<<<<<<<<<<9', 'GARCIA<LOPEZ<<JAVIER<<<<<<<<<<'],
      TODAY,
    );
    expect(reading).toEqual({
      kind: 'read',
      values: {
        // The zone does not say where a surname ends and the second begins: the guest does.
        lastname: 'Garcia Lopez',
        firstname: 'Javier',
        passID: '12345678Z',
        documentSupportNumber: 'BAA000589',
        passportType: 'ID',
        countryOrigin: 'ES',
        birthday: '1983-09-12',
        salutation: 'M',
        passportExpDate: '2031-01-15',
      },
      shortened: [],
      unsure: [],
    });
  });

  it('maps D to Germany, and a German identity card to the Personalausweis', () => {
    const reading = readMrz(
      ['IDD<<T220001293<<<<<<<<<<<<<<<', '6408125<3108011D<<<<<<<<<<<<<2', 'MUSTERMANN<<ERIKA<<<<<<<<<<<<<'],
      TODAY,
    );
    expect(reading).toMatchObject({
      kind: 'read',
      values: {
        lastname: 'Mustermann',
        firstname: 'Erika',
        passID: 'T22000129',
        passportType: 'PA',
        countryOrigin: 'DE',
        birthday: '1964-08-12',
        passportExpDate: '2031-08-01',
      },
    });
    expect(reading.kind === 'read' && reading.values.salutation).toBeUndefined();
  });

  it('maps GBR to the United Kingdom and a man to Mr', () => {
    const reading = readMrz(
      ['P<GBRSMITH<<JOHN<<<<<<<<<<<<<<<<<<<<<<<<<<<<', '1234567897GBR0501013M3012316<<<<<<<<<<<<<<<8'],
      TODAY,
    );
    expect(reading).toMatchObject({
      kind: 'read',
      values: { countryOrigin: 'GB', salutation: 'M', birthday: '2005-01-01', passportExpDate: '2030-12-31' },
    });
  });

  it('says which name the zone may have cut short', () => {
    const longGiven = 'P<UTOVANDERBERGHE<<ALEXANDRA<MARIA<JOSEPHINE';
    const reading = readMrz([longGiven, 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'], TODAY);
    expect(reading).toMatchObject({
      kind: 'read',
      values: { lastname: 'Vanderberghe', firstname: 'Alexandra Maria Josephine' },
      shortened: ['firstname'],
    });
  });

  it('fails the whole document when a check digit does not match', () => {
    const misread = [
      'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
      'L898902C36UTO7408122F1204159ZE184226B<<<<<19',
    ];
    expect(readMrz(misread, TODAY)).toEqual({ kind: 'checkDigits' });
    const wrongNumber = [
      'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
      'L898902C35UTO7408122F1204159ZE184226B<<<<<10',
    ];
    expect(readMrz(wrongNumber, TODAY)).toEqual({ kind: 'checkDigits' });
  });

  it('gives up on lines of no known format', () => {
    expect(readMrz(['HELLO', 'WORLD'], TODAY)).toEqual({ kind: 'unreadable' });
  });
});
