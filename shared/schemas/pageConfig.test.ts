import { describe, expect, it } from 'vitest';
import { pageConfigSchema, redirectBodySchema } from './pageConfig.ts';

describe('page configuration schema', () => {
  it('fills what conf-api leaves out', () => {
    const config = pageConfigSchema.parse({ pagetype: 'portal' });
    expect(config.conf.currencies).toEqual([]);
    expect(config.conf.settings.rentalManagement).toBe(false);
  });

  it('refuses an answer without a page type', () => {
    expect(pageConfigSchema.safeParse({ conf: {} }).success).toBe(false);
  });

  it('defaults a redirect to 301 and refuses a non-redirect status', () => {
    expect(redirectBodySchema.parse({ location: '/x' })).toEqual({ location: '/x', status: 301 });
    expect(redirectBodySchema.safeParse({ location: '/x', status: 200 }).success).toBe(false);
    expect(redirectBodySchema.safeParse({ location: '' }).success).toBe(false);
  });
});
