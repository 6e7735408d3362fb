import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './fillPlaceholders.ts';

describe('fillPlaceholders', () => {
  it('fills each value, numbers too, and leaves a placeholder without one as written', () => {
    expect(
      fillPlaceholders('Saved on {savedAt}; {count} left, {missing}', { savedAt: 'Monday', count: 0 }),
    ).toBe('Saved on Monday; 0 left, {missing}');
  });
});
