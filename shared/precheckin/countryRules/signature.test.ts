import { describe, expect, it } from 'vitest';
import { spain } from './es.ts';
import { germany } from './de.ts';
import { austria } from './at.ts';
import { italy } from './it.ts';
import { signatureMayBeAsked, signatureProblem } from './signature.ts';
import { aged, STAY } from './tableTesting.ts';

describe('a missing signature as a problem (issue 31 point 3)', () => {
  it.each([
    [
      'Spain, a British adult not signed',
      spain,
      'fellow',
      { countryOrigin: 'GB', birthday: aged(40) },
      false,
    ],
    ['Spain, a 14-year-old not signed', spain, 'fellow', { countryOrigin: 'ES', birthday: aged(14) }, false],
    ['Spain, a birth date not given yet: an adult', spain, 'first', {}, false],
    [
      'Germany, a Dutch adult not signed',
      germany,
      'first',
      { countryOrigin: 'NL', birthday: aged(30) },
      false,
    ],
    [
      'Austria, the main guest not signed',
      austria,
      'first',
      { countryOrigin: 'AT', birthday: aged(50) },
      false,
    ],
  ] as const)('%s: required', (_, rules, role, values, signed) => {
    expect(signatureProblem(rules, { role, values, signed }, STAY)).toBe('signatureRequired');
  });

  it.each([
    [
      'Spain, a British adult signed now or before',
      spain,
      'fellow',
      { countryOrigin: 'GB', birthday: aged(40) },
      true,
    ],
    ['Spain, a child of 13', spain, 'fellow', { countryOrigin: 'ES', birthday: aged(13) }, false],
    ['Germany, a German guest', germany, 'first', { countryOrigin: 'DE', birthday: aged(30) }, false],
    ['Germany, a Dutch 17-year-old', germany, 'fellow', { countryOrigin: 'NL', birthday: aged(17) }, false],
    ['Austria, a fellow traveller', austria, 'fellow', { countryOrigin: 'GB', birthday: aged(50) }, false],
    ['Italy, nobody', italy, 'first', { countryOrigin: 'GB', birthday: aged(50) }, false],
  ] as const)('%s: none', (_, rules, role, values, signed) => {
    expect(signatureProblem(rules, { role, values, signed }, STAY)).toBeUndefined();
  });
});

describe('a form likely to need the signature pad, before anything is given', () => {
  it.each([
    ['Spain, the main guest', spain, 'first', true],
    [
      'Spain, a fellow traveller (a child signs nothing, but who is one is not known yet)',
      spain,
      'fellow',
      true,
    ],
    ['Germany, a fellow traveller (a foreign adult signs)', germany, 'fellow', true],
    ['Austria, the main guest', austria, 'first', true],
    ['Austria, a fellow traveller', austria, 'fellow', false],
    ['Italy, nobody', italy, 'first', false],
  ] as const)('%s: %s', (_, rules, role, likely) => {
    expect(signatureMayBeAsked(rules, role)).toBe(likely);
  });
});
