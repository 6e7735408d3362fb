import { describe, expect, it } from 'vitest';
import { CATALOGUES, textsOf } from './catalog.ts';
import { visibleText } from './messageShape.ts';

// A property of every feature's German catalogue (locales/de.po), not of one module: a German page shows no text left in
// English.

/**
 * English words that have no business in a German text. Loanwords German uses as they are
 * (Check-in, online, Service, Cookie, E-Mail) are left out, and so are words that are also German
 * ("in", "an", "per", "Person", "will", "also").
 */
const ENGLISH_WORDS = [
  'again',
  'and',
  'are',
  'attempts',
  'available',
  'back',
  'booking',
  'bookings',
  'by',
  'cancel',
  'for',
  'from',
  'here',
  'is',
  'night',
  'nights',
  'not',
  'now',
  'of',
  'on',
  'or',
  'other',
  'password',
  'persons',
  'please',
  'review',
  'save',
  'stay',
  'tax',
  'the',
  'this',
  'to',
  'try',
  'until',
  'voucher',
  'wait',
  'wishlist',
  'with',
  'you',
  'your',
];

/** Texts whose English words are meant (none today: the language switch names languages from shared/i18n/languages.ts). */
const ENGLISH_ON_PURPOSE: string[] = [];

/** The words of a message, without its ICU syntax ("{count, plural, one {…} other {…}}" has English keywords). */
function wordsOf(message: string): string[] {
  return (
    visibleText(message)
      .toLowerCase()
      .match(/\p{L}+/gu) ?? []
  );
}

describe('German texts', () => {
  it('carry no English words', () => {
    const found = CATALOGUES.flatMap((feature) =>
      Object.entries(textsOf(feature, 'de'))
        .filter(([id]) => !ENGLISH_ON_PURPOSE.includes(id))
        .flatMap(([id, message]) =>
          wordsOf(message)
            .filter((word) => ENGLISH_WORDS.includes(word))
            .map((word) => `${id}: "${word}" in ${message}`),
        ),
    );
    expect(found).toEqual([]);
  });

  it('find English in a text, but not in its ICU keywords', () => {
    expect(wordsOf('{count, plural, one {# Nacht} other {# Nächte}} pro {unit}')).toEqual([
      'nacht',
      'nächte',
      'pro',
    ]);
    expect(wordsOf('Voucher: Schlüsselübergabe')).toContain('voucher');
  });
});
