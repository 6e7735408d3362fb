import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/i18n/languages.ts';
import { textsOf } from './catalog.ts';

// A button's text wraps on a phone, and a plain hyphen is a place to wrap: the overview's arrival
// button broke as "…and Wi-" / "Fi" (issue 43). A word with a hyphen in it keeps U+2011 there.
const BUTTONS = [['reservation', 'res.arrival.link']] as const;

describe('button texts keep their hyphenated words on one line', () => {
  it.each(LANGUAGES.flatMap((lang) => BUTTONS.map(([catalogue, id]) => [lang, catalogue, id] as const)))(
    '%s: %s %s',
    (lang, catalogue, id) => {
      const text = textsOf(catalogue, lang)[id];
      expect(text).toBeTruthy();
      expect(text).not.toMatch(/\p{L}-\p{L}/u);
    },
  );
});
