import { beforeAll, describe, expect, it } from 'vitest';
import { buildInlineScripts, inlineScriptTexts } from './inlineScripts.ts';
import type { InlineScriptInputs } from '../../web/app/inlineScript.ts';

/** Every script the worker puts in a page, and whether it takes an input from the page. */
const INPUTS = {
  consentMode: true,
  earlyClicks: false,
  loadAfterFirstPaint: true,
  warmIntl: true,
} satisfies Record<keyof InlineScriptInputs, boolean>;

describe('the inline scripts’ build', () => {
  let texts: Record<string, string>;
  beforeAll(async () => {
    texts = await buildInlineScripts();
  }, 30_000);

  it('makes each module of web/app/inline/ one function run in place, with its input named once', () => {
    expect(Object.keys(texts).sort()).toEqual(Object.keys(INPUTS).sort());
    for (const [name, takesInput] of Object.entries(INPUTS)) {
      const text = texts[name]!;
      // Its own scope in the page's global one, and nothing a classic script cannot hold.
      expect(text).toMatch(/^\(\(\)=>\{.*\}\)\(\);$/s);
      expect(text).not.toMatch(/\bimport |\bexport |use strict/);
      expect(text.split('INLINE_INPUT')).toHaveLength(takesInput ? 2 : 1);
    }
  });

  it('puts the worker’s own build in the Intl warm-up, as a string of a classic script', () => {
    expect(texts.warmIntl).toMatch(/(['"`])var \w+=self\.name;new Intl\.NumberFormat\(.*close\(\);\1/);
    expect(texts.loadAfterFirstPaint).not.toMatch(/Worker|Intl/);
  });

  it('refuses a module whose text would take its input twice', () => {
    expect(() =>
      inlineScriptTexts([{ path: 'web/app/inline/x.js', text: 'f(INLINE_INPUT,INLINE_INPUT)' }]),
    ).toThrow(/more than once/);
  });
});
