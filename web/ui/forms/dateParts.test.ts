import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/i18n/languages.ts';
import { dateExample, datePartOrder, joinDateParts, splitDateParts } from './dateParts.ts';

describe('a date typed in three boxes', () => {
  it('is stored as an ISO day, single digits padded', () => {
    expect(joinDateParts({ day: '5', month: '4', year: '1985' })).toBe('1985-04-05');
    expect(joinDateParts({ day: '', month: '', year: '' })).toBe('');
  });

  it('keeps what the guest typed when it is no date, so the rules flag it and it comes back', () => {
    const typed = { day: '31', month: '2', year: '85' };
    expect(joinDateParts(typed)).toBe('85-02-31');
    expect(splitDateParts(joinDateParts(typed))).toEqual({ day: '31', month: '02', year: '85' });
    expect(splitDateParts(joinDateParts({ day: '', month: '', year: '1990' }))).toEqual({
      day: '',
      month: '',
      year: '1990',
    });
  });

  it('splits a stored day back into its boxes', () => {
    expect(splitDateParts('1985-04-12')).toEqual({ day: '12', month: '04', year: '1985' });
    expect(splitDateParts(undefined)).toEqual({ day: '', month: '', year: '' });
  });

  it('shows its example in the order and with the separators of the page’s language', () => {
    expect(dateExample('en', '1985-03-27')).toBe('3/27/1985');
    expect(dateExample('de', '1985-03-27')).toBe('27.3.1985');
    expect(dateExample('sv', '2031-08-14')).toBe('2031-08-14');
  });

  it('follows the page’s language in its order', () => {
    expect(datePartOrder('en')).toEqual(['month', 'day', 'year']);
    expect(datePartOrder('de')).toEqual(['day', 'month', 'year']);
  });

  it.each(LANGUAGES)('puts the boxes of %s in the order its example is written', (lang) => {
    const example = dateExample(lang, '2031-08-14');
    const positions = {
      day: example.indexOf('14'),
      month: example.indexOf('8'),
      year: example.indexOf('2031'),
    };
    const written = (['day', 'month', 'year'] as const).toSorted((a, b) => positions[a] - positions[b]);
    expect(datePartOrder(lang)).toEqual(written);
  });
});
