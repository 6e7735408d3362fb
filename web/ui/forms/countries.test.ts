import { describe, expect, it } from 'vitest';
import { intlLocale, LANGUAGES } from '../../../shared/i18n/languages.ts';
import { countryOptions } from './countries.ts';

describe('the country fields’ choices', () => {
  it.each(LANGUAGES)('offer every country, sorted as a reader of %s expects', (lang) => {
    const options = countryOptions(lang);
    expect(options.length).toBeGreaterThanOrEqual(249);
    expect(new Set(options.map((option) => option.value)).size).toBe(options.length);
    const collator = new Intl.Collator(intlLocale(lang));
    for (let i = 1; i < options.length; i++)
      expect(collator.compare(options[i - 1]!.label, options[i]!.label)).toBeLessThanOrEqual(0);
  });

  it.each([
    ['en', 'FI', 'Finland'],
    ['de', 'FI', 'Finnland'],
    ['fr', 'GR', 'Grèce'],
    ['it', 'HR', 'Croazia'],
    ['es', 'BR', 'Brasil'],
    ['nl', 'CA', 'Canada'],
    ['pl', 'PT', 'Portugalia'],
    ['da', 'FI', 'Finland'],
    ['sv', 'GR', 'Grekland'],
    ['pt', 'HR', 'Croácia'],
  ] as const)('name each country in the page’s language (%s: %s is %s)', (lang, code, name) => {
    expect(countryOptions(lang).find((option) => option.value === code)?.label).toBe(name);
  });

  it('sort by the language’s alphabet, not by code or by bytes', () => {
    const labels = (lang: 'de' | 'sv' | 'pl') => countryOptions(lang).map((option) => option.label);
    // Ö after O in German, but after Z (with Å and Ä) in Swedish; Polish sorts Ł after L.
    expect(labels('de').indexOf('Österreich')).toBeLessThan(labels('de').indexOf('Panama'));
    expect(labels('sv').indexOf('Österrike')).toBeGreaterThan(labels('sv').indexOf('Zimbabwe'));
    expect(labels('pl').indexOf('Łotwa')).toBeGreaterThan(labels('pl').indexOf('Luksemburg'));
    expect(labels('de')[0]).toBe('Afghanistan');
  });
});
