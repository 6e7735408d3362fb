import { describe, expect, it } from 'vitest';
import { pageConfigSchema } from './pageConfig.ts';

describe('page configuration schema', () => {
  it('fills what conf-api leaves out', () => {
    const config = pageConfigSchema.parse({ pagetype: 'portal' });
    expect(config.conf.currencies).toEqual([]);
    expect(config.conf.settings.rentalManagement).toBe(false);
  });

  it('refuses an answer without a page type', () => {
    expect(pageConfigSchema.safeParse({ conf: {} }).success).toBe(false);
  });
});
