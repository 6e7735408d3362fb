import { describe, expect, it } from 'vitest';
import { retried } from './retried.ts';

describe('retried', () => {
  it('tries again after each delay until the task succeeds', async () => {
    const waited: number[] = [];
    let calls = 0;
    const result = await retried(
      async () => {
        calls += 1;
        if (calls < 3) throw new Error(`lost ${calls}`);
        return 'texts';
      },
      [500, 1000, 2000],
      async (ms) => {
        waited.push(ms);
      },
    );
    expect(result).toBe('texts');
    expect(calls).toBe(3);
    expect(waited).toEqual([500, 1000]);
  });

  it('fails with the last error once the delays are spent', async () => {
    let calls = 0;
    const failing = retried(
      async () => {
        calls += 1;
        throw new Error(`lost ${calls}`);
      },
      [1, 1],
      async () => {},
    );
    await expect(failing).rejects.toThrow('lost 3');
    expect(calls).toBe(3);
  });
});
