import { describe, expect, it } from 'vitest';
import { chooseLanguage, isLanguage, languageFromAcceptLanguage } from './languages.ts';

describe('languages', () => {
  it('knows English and German only', () => {
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('de')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it.each([
    ['de-CH,de;q=0.9,en;q=0.8', 'de'],
    ['fr-FR,fr;q=0.9,en;q=0.5,de;q=0.4', 'en'],
    ['en;q=0.2, de;q=0.8', 'de'],
    ['fr, it', undefined],
    ['de;q=0', undefined],
    ['', undefined],
  ])('reads Accept-Language %j as %s', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });

  it('prefers the stored language, then the reservation, then the browser, then English', () => {
    expect(chooseLanguage({ stored: 'de', reservation: 'en', acceptLanguage: 'en' })).toBe('de');
    expect(chooseLanguage({ stored: 'xx', reservation: 'de', acceptLanguage: 'en' })).toBe('de');
    expect(chooseLanguage({ acceptLanguage: 'de-AT' })).toBe('de');
    expect(chooseLanguage({ acceptLanguage: 'ja' })).toBe('en');
    expect(chooseLanguage({})).toBe('en');
  });
});
