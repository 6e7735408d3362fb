import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { compiledMessages } from './catalogs.server.ts';
import { CATALOGS } from './catalog.ts';

function i18nFor(lang: 'en' | 'de') {
  return setupI18n({ locale: lang, messages: { [lang]: compiledMessages(lang) } });
}

describe('catalogues', () => {
  it('have the same ids in English and German, none empty', () => {
    expect(Object.keys(CATALOGS.de).sort()).toEqual(Object.keys(CATALOGS.en).sort());
    for (const text of [...Object.values(CATALOGS.en), ...Object.values(CATALOGS.de)])
      expect(text.trim()).not.toBe('');
  });

  it('fill in values', () => {
    expect(i18nFor('en')._('error.notFound', { path: '/x' })).toBe('Page not found: /x');
    expect(i18nFor('de')._('error.notFound', { path: '/x' })).toBe('Seite nicht gefunden: /x');
  });

  it.each([
    ['en', [0, 1, 2, 7], ['No guests', '1 guest', 'Two guests', '7 guests']],
    ['de', [0, 1, 2, 7], ['Keine Gäste', '1 Gast', 'Zwei Gäste', '7 Gäste']],
  ] as const)('pluralise with four forms in %s', (lang, counts, expected) => {
    const i18n = i18nFor(lang);
    expect(counts.map((count) => i18n._('home.guests', { count }))).toEqual(expected);
  });
});
