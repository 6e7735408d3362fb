import { describe, expect, it } from 'vitest';
import { sandboxTexts } from './sandboxTexts.ts';
import { fr } from '../../sandbox/i18n/fr.ts';
import { it as italian } from '../../sandbox/i18n/it.ts';
import { es } from '../../sandbox/i18n/es.ts';
import { nl } from '../../sandbox/i18n/nl.ts';
import { pl } from '../../sandbox/i18n/pl.ts';
import { da } from '../../sandbox/i18n/da.ts';
import { sv } from '../../sandbox/i18n/sv.ts';
import { pt } from '../../sandbox/i18n/pt.ts';

// The sandbox answers in every language the portal speaks (issue 32 point 1): each of its English
// texts has a translation in each language, with the same placeholders, and no translation is left
// over from a text that has gone.
const DICTIONARIES = { fr, it: italian, es, nl, pl, da, sv, pt };
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the sandbox texts', () => {
  const english = [...sandboxTexts().keys()];

  it('are found in the sources: the mails, the footer, services, pictures and arrival texts', () => {
    expect(english).toContain('Payment received for reservation {number}');
    expect(english).toContain('Final cleaning');
    expect(english).toContain('Privacy policy');
    expect(english.some((text) => text.startsWith('Casa Lucia:'))).toBe(true);
    expect(english).not.toContain('en_GB');
  });

  it.each(Object.entries(DICTIONARIES))(
    'in %s: every text translated, its placeholders kept, none left over',
    (_, dictionary) => {
      expect(
        english.filter((text) => !dictionary[text]?.trim()),
        'untranslated',
      ).toEqual([]);
      expect(
        Object.keys(dictionary).filter((text) => !english.includes(text)),
        'left over',
      ).toEqual([]);
      for (const text of english)
        if (dictionary[text]) expect(placeholders(dictionary[text]), text).toEqual(placeholders(text));
    },
  );
});
