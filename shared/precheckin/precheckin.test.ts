import { describe, expect, it } from 'vitest';
import { contactMailRequested, stepOrFirst, stepsFor, travellerSlots } from './precheckin.ts';
import { paxCountProblems, paxGroups } from './paxCounts.ts';
import { normaliseSalutation } from './textRules.ts';
import { travellerProblems } from './travellerProblems.ts';

describe('steps by mode (SPEC §2)', () => {
  it.each([
    ['all', false, ['customer', 'arrival', 'pax', 'travellers', 'services', 'checkin']],
    ['default', false, ['arrival', 'pax', 'travellers', 'services', 'checkin']],
    ['easy', false, ['arrival', 'travellers', 'checkin']],
    ['zero', false, ['customer']],
    ['easy', true, ['customer', 'arrival', 'pax', 'travellers', 'services', 'checkin']],
  ] as const)('%s (forced: %s)', (mode, forced, steps) => {
    expect(stepsFor(mode, forced)).toEqual(steps);
  });

  it('sends a step outside the mode to the first step', () => {
    expect(stepOrFirst('pax', stepsFor('easy', false))).toBe('arrival');
    expect(stepOrFirst('customer', stepsFor('default', false))).toBe('arrival');
    expect(stepOrFirst('arrival', stepsFor('zero', false))).toBe('customer');
    expect(stepOrFirst('travellers', stepsFor('easy', false))).toBeNull();
  });
});

describe('salutation (SPEC §3)', () => {
  it.each([
    ['1', 'M'],
    ['M', 'M'],
    ['m', 'M'],
    ['2', 'F'],
    ['F', 'F'],
    ['f', 'F'],
    ['x', null],
    ['', null],
  ])('%j is %j', (input, expected) => {
    expect(normaliseSalutation(input)).toBe(expected);
  });
});

describe('pax groups (SPEC §4)', () => {
  it('gives the count only to the first entry of babies, children and adults', () => {
    // The rule looks at the categories and their order only, not at the ages.
    const categories = [
      'babies',
      'children',
      'children',
      'teenager',
      'adults',
      'adults',
      'pensioner',
    ] as const;
    const types = categories.map((category) => ({ category, from: 0, to: 120 }));
    expect(
      paxGroups(types, { babies: 1, children: 2, teenager: 1, adults: 2, pensioner: 1 }).map((t) => t.count),
    ).toEqual([1, 2, 0, 1, 2, 0, 1]);
  });
});

describe('travellers (SPEC §3, §5)', () => {
  const layout = [
    'salutation',
    'firstname',
    'lastname',
    'birthday',
    'passportType',
    'passID',
    'passportIssueDate',
    'passportExpDate',
  ] as const;
  const STAY = { checkin: '2027-01-10', checkout: '2027-01-17' };
  const traveller = {
    salutation: '2',
    firstname: 'Emma',
    lastname: 'Walker',
    birthday: '1990-05-01',
    passportType: 'PP',
    passID: 'X123',
    passportIssueDate: '2020-01-01',
    passportExpDate: '2030-01-01',
  };
  it('accepts a sensible traveller', () => {
    expect(travellerProblems(traveller, layout, STAY, '2026-11-22')).toEqual({});
  });

  it.each([
    ['a NUL', 'Emma\u0000'],
    ['a right-to-left override', 'Emma\u202Etxt.exe'],
    ['a bidirectional isolate', '\u2066Emma'],
  ])('refuses a name with %s', (_, firstname) => {
    expect(travellerProblems({ ...traveller, firstname }, layout, STAY, '2026-11-22')).toEqual({
      firstname: 'forbiddenCharacters',
    });
  });

  it('checks what the layout asks for, and the dates for sense', () => {
    expect(travellerProblems({ ...traveller, firstname: '' }, layout, STAY, '2026-11-22')).toEqual({
      firstname: 'required',
    });
    expect(travellerProblems({ ...traveller, birthday: '2030-01-01' }, layout, STAY, '2026-11-22')).toEqual({
      birthday: 'implausibleDate',
    });
    expect(travellerProblems({ ...traveller, birthday: '1890-01-01' }, layout, STAY, '2026-11-22')).toEqual({
      birthday: 'implausibleDate',
    });
    expect(
      travellerProblems({ ...traveller, passportExpDate: '2026-12-31' }, layout, STAY, '2026-11-22'),
    ).toEqual({ passportExpDate: 'expiresDuringStay' });
    // Issue 31: valid until the stay's end, not only on arrival.
    expect(
      travellerProblems({ ...traveller, passportExpDate: '2027-01-16' }, layout, STAY, '2026-11-22'),
    ).toEqual({ passportExpDate: 'expiresDuringStay' });
    expect(
      travellerProblems({ ...traveller, passportExpDate: '2027-01-17' }, layout, STAY, '2026-11-22'),
    ).toEqual({});
    expect(
      travellerProblems({ ...traveller, passportIssueDate: '2027-01-01' }, layout, STAY, '2026-11-22'),
    ).toEqual({ passportIssueDate: 'implausibleDate' });
    expect(travellerProblems({ ...traveller, passportType: 'XX' }, layout, STAY, '2026-11-22')).toEqual({
      passportType: 'required',
    });
    expect(
      travellerProblems(
        { firstname: 'Max', lastname: 'Walker' },
        ['firstname', 'lastname'],
        STAY,
        '2026-11-22',
      ),
    ).toEqual({});
  });
});

describe('counts against the booking (SPEC §5, issue 15)', () => {
  const booked = { adults: 2, children: 0, babies: 1 };

  it('counts babies apart from the persons of 2 and over', () => {
    expect(paxCountProblems({ adults: 2, babies: 1 }, booked)).toEqual([]);
    expect(paxCountProblems({ adults: 1, pensioner: 1, babies: 1 }, booked)).toEqual([]);
  });

  it('says how many of each were booked and counted', () => {
    expect(paxCountProblems({ adults: 3, babies: 0 }, booked)).toEqual([
      { problem: 'persons', booked: 2, counted: 3 },
      { problem: 'babies', booked: 1, counted: 0 },
    ]);
    expect(
      paxCountProblems({ adults: 2, children: 1, babies: 0 }, { adults: 2, children: 1, babies: 0 }),
    ).toEqual([]);
  });

  it('needs a grown-up', () => {
    expect(paxCountProblems({ teenager: 2, babies: 1 }, booked)).toEqual([{ problem: 'adultRequired' }]);
  });
});

describe('each traveller against the booked category (SPEC §3 pax types, §5 age bands, issue 15)', () => {
  const types = [
    { category: 'babies', from: 0, to: 1, count: 1 },
    { category: 'children', from: 2, to: 12, count: 1 },
    { category: 'teenager', from: 13, to: 17, count: 0 },
    { category: 'adults', from: 18, to: 64, count: 2 },
    { category: 'adults', from: 18, to: 64, count: 0 },
    { category: 'pensioner', from: 65, to: 120, count: 0 },
  ] as const;
  const arrival = '2027-01-10';
  const slots = travellerSlots(types);
  const birthdayProblem = (birthday: string, slot: number) =>
    travellerProblems(
      { birthday },
      ['birthday'],
      { checkin: arrival, checkout: '2027-01-17' },
      '2026-11-23',
      slots[slot],
    ).birthday;

  it('puts grown-ups first and babies last', () => {
    expect(slots.map((slot) => slot.category)).toEqual(['adults', 'adults', 'children', 'babies']);
  });

  it('refuses a grown-up in a child slot, and a child in a baby slot', () => {
    expect(birthdayProblem('1990-05-01', 2)).toBe('outsideCategory');
    expect(birthdayProblem('2020-05-01', 2)).toBeUndefined();
    expect(birthdayProblem('2024-01-11', 3)).toBe('outsideCategory');
    expect(birthdayProblem('2025-01-11', 3)).toBeUndefined();
    expect(birthdayProblem('2010-01-10', 0)).toBe('outsideCategory');
    expect(birthdayProblem('2009-01-10', 0)).toBeUndefined();
  });

  it('reads the age on arrival, not today', () => {
    // 12 today, 13 on arrival: no longer a child of 2 to 12.
    expect(birthdayProblem('2014-01-01', 2)).toBe('outsideCategory');
  });
});

describe('contact e-mail request (SPEC §4)', () => {
  it('is set without a contact e-mail, or for the configured partner after 14 Oct 2024', () => {
    expect(
      contactMailRequested({ contactMail: null, partnerId: null, insertDate: '2024-01-01' }, 'P1234'),
    ).toBe(true);
    expect(
      contactMailRequested({ contactMail: 'a@b.c', partnerId: null, insertDate: '2025-01-01' }, 'P1234'),
    ).toBe(false);
    expect(
      contactMailRequested({ contactMail: 'a@b.c', partnerId: 'P1234', insertDate: '2024-10-15' }, 'P1234'),
    ).toBe(true);
    expect(
      contactMailRequested({ contactMail: 'a@b.c', partnerId: 'P1234', insertDate: '2024-10-14' }, 'P1234'),
    ).toBe(false);
    expect(
      contactMailRequested({ contactMail: 'a@b.c', partnerId: 'P5678', insertDate: '2025-01-01' }, 'P1234'),
    ).toBe(false);
    expect(
      contactMailRequested({ contactMail: 'a@b.c', partnerId: 'P1234', insertDate: '2025-01-01' }, null),
    ).toBe(false);
  });
});
