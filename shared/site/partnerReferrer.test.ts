import { describe, expect, it } from 'vitest';
import { DEFAULT_REFERRER_PARTNERS, partnerIdAfterReferrer, searchEngineOf } from './partnerReferrer.ts';

describe('search-engine referrers (SPEC §9)', () => {
  const { googleId, otherEnginesId, fixedIds } = DEFAULT_REFERRER_PARTNERS;
  it.each([
    ['https://www.google.com/search?q=x', 'google', googleId],
    ['https://www.google.de/', 'google', googleId],
    ['https://www.bing.com/search', 'bing', otherEnginesId],
    ['https://www.ecosia.org/search', 'ecosia', otherEnginesId],
    ['https://duckduckgo.com/', 'duckduckgo', otherEnginesId],
    ['https://search.yahoo.com/', 'yahoo', otherEnginesId],
    ['https://www.baidu.com/s', 'baidu', otherEnginesId],
    ['https://search.seznam.cz/', 'seznam', otherEnginesId],
    ['https://www.qwant.com/', 'qwant', otherEnginesId],
    ['https://yandex.ru/search', 'yandex', otherEnginesId],
  ])('%s is %s and gives %s', (referrer, engine, id) => {
    expect(searchEngineOf(referrer)).toBe(engine);
    expect(partnerIdAfterReferrer(null, referrer)).toBe(id);
    expect(partnerIdAfterReferrer('P9999', referrer)).toBe(id);
  });

  it('keeps a fixed partner id whatever the referrer', () => {
    expect(fixedIds).toHaveLength(20);
    for (const fixed of fixedIds)
      expect(partnerIdAfterReferrer(fixed, 'https://www.google.com/')).toBe(fixed);
  });

  it('ignores other referrers', () => {
    expect(searchEngineOf('https://www.googlemail-lookalike.com/')).toBeNull();
    expect(searchEngineOf('https://news.example.com/google')).toBeNull();
    expect(searchEngineOf('not a url')).toBeNull();
    expect(partnerIdAfterReferrer('P9999', 'https://partner.example/')).toBe('P9999');
    expect(partnerIdAfterReferrer(null, null)).toBeNull();
  });
});
