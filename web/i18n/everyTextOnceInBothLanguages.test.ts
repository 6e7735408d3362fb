import { describe, expect, it } from 'vitest';
import { FEATURE_CATALOGS } from './catalog.ts';

// A property of every feature's texts.{en,de}.ts together, not of one module: a page merges the
// catalogues of its features, so an id in two of them, or in one language only, shows the wrong text.
describe('catalogues', () => {
  it('have the same ids in English and German, none empty, none in two features', () => {
    const ids = new Set<string>();
    for (const { en, de } of Object.values(FEATURE_CATALOGS)) {
      expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
      for (const text of [...Object.values(en), ...Object.values(de)] as string[])
        expect(text.trim()).not.toBe('');
      for (const id of Object.keys(en)) {
        expect(ids.has(id), id).toBe(false);
        ids.add(id);
      }
    }
  });
});
