import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { compiledCatalog, compiledMessages } from './catalogs.server.ts';
import { CATALOGUES, SOURCES } from './catalog.ts';
import { LANGUAGES, intlLocale, type Language } from '../../shared/i18n/languages.ts';

function i18nFor(lang: Language) {
  return setupI18n({
    locale: lang,
    locales: intlLocale(lang),
    messages: { [lang]: compiledMessages(lang, CATALOGUES) },
  });
}

const allIds = () => Object.values(SOURCES).flatMap(({ texts }) => Object.keys(texts));

describe('catalogues', () => {
  it('compile every message in every language', () => {
    for (const lang of LANGUAGES)
      expect(Object.keys(compiledMessages(lang, CATALOGUES))).toHaveLength(allIds().length);
  });

  it('merge the texts of a page once, frozen', () => {
    const page = compiledMessages('de', ['common', 'reservation']);
    expect(compiledMessages('de', ['common', 'reservation'])).toBe(page);
    expect(page).toMatchObject(compiledCatalog('de', 'reservation'));
    expect(Object.isFrozen(page)).toBe(true);
  });

  it('end the rate-limit sentences with a full stop in every language', () => {
    for (const lang of LANGUAGES)
      for (const id of ['res.rateLimited.text', 'acc.linkAgain.rateLimited'])
        expect(i18nFor(lang)._(id), `${lang} ${id}`).toMatch(/\.$/);
  });

  it('fill in values', () => {
    expect(i18nFor('en')._('error.notFound', { path: '/x' })).toBe('Page not found: /x');
    expect(i18nFor('de')._('error.notFound', { path: '/x' })).toBe('Seite nicht gefunden: /x');
  });

  it.each([
    [
      'en',
      [1, 2, 5],
      [
        'Who is travelling? Just you, as booked.',
        'Who is travelling? The two of you, as booked.',
        'Who is travelling? 5 persons, as booked.',
      ],
    ],
    [
      'de',
      [1, 2, 5],
      [
        'Wer reist? Nur Sie, wie gebucht.',
        'Wer reist? Sie beide, wie gebucht.',
        'Wer reist? 5 Personen, wie gebucht.',
      ],
    ],
  ] as const)('pluralise with four forms in %s', (lang, counts, expected) => {
    const i18n = i18nFor(lang);
    expect(counts.map((count) => i18n._('pc.pax.intro', { count }))).toEqual(expected);
  });
});
