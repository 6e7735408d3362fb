import { describe, expect, it } from 'vitest';
import {
  chooseLanguage,
  intlLocale,
  isLanguage,
  languageFromAcceptLanguage,
  LANGUAGES,
  LANGUAGE_NAMES,
} from './languages.ts';

describe('languages', () => {
  it('knows the ten languages of issue 32, each by its own name', () => {
    expect(LANGUAGES).toEqual(['en', 'de', 'fr', 'it', 'es', 'nl', 'pl', 'da', 'sv', 'pt']);
    for (const lang of LANGUAGES) expect(isLanguage(lang)).toBe(true);
    expect(isLanguage('no')).toBe(false);
    expect(isLanguage('FR')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
    expect(LANGUAGE_NAMES.fr).toBe('Français');
    expect(LANGUAGE_NAMES.pl).toBe('Polski');
  });

  it('formats Portuguese as Portugal does, the others by their code', () => {
    expect(intlLocale('pt')).toBe('pt-PT');
    expect(intlLocale('fr')).toBe('fr');
    expect(new Intl.NumberFormat(intlLocale('pt'), { style: 'currency', currency: 'EUR' }).format(1109)).toBe(
      '1109,00\u00a0€',
    );
  });

  it.each([
    ['de-CH,de;q=0.9,en;q=0.8', 'de'],
    ['fr-FR,fr;q=0.9,en;q=0.5,de;q=0.4', 'fr'],
    ['ja-JP,ja;q=0.9,pl;q=0.7,en;q=0.5', 'pl'],
    ['pt-BR,pt;q=0.9', 'pt'],
    ['nb-NO,sv;q=0.8,da;q=0.9', 'da'],
    ['en;q=0.2, de;q=0.8', 'de'],
    ['ja, ko', undefined],
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
    expect(chooseLanguage({ acceptLanguage: 'es-MX,es;q=0.9' })).toBe('es');
    expect(chooseLanguage({ reservation: 'nl', acceptLanguage: 'it' })).toBe('nl');
    expect(chooseLanguage({ reservation: 'xx', acceptLanguage: 'it' })).toBe('it');
    expect(chooseLanguage({})).toBe('en');
  });
});
