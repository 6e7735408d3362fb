import { DurableObject } from 'cloudflare:workers';

/** SPEC §8: unknown-token look-ups one client may make before it is refused. */
export const MAX_TOKEN_MISSES = 10;
export const TOKEN_MISS_WINDOW_MS = 10 * 60 * 1000;

interface MissState {
  locked: boolean;
  /** Misses still in the window. */
  misses: number;
  /** Seconds until the oldest miss in the window leaves it, when locked. */
  retryAfterS: number;
}

/**
 * One client's unknown-token look-ups (reservation, pre-check-in, voucher, shared wishlist) over an
 * exact sliding window, which the rate-limiting binding's 10 s and 60 s periods cannot express.
 * One object per client address; its storage holds the times of the misses still in the window.
 */
export class TokenMissCounter extends DurableObject {
  async state(now: number): Promise<MissState> {
    return stateOf(await this.missesSince(now), now);
  }

  async recordMiss(now: number): Promise<MissState> {
    const misses = [...(await this.missesSince(now)), now];
    await this.ctx.storage.put('misses', misses);
    return stateOf(misses, now);
  }

  /** Forgets the misses (a local run's `/__dev/reset`). */
  async reset(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }

  private async missesSince(now: number): Promise<number[]> {
    const misses = (await this.ctx.storage.get<number[]>('misses')) ?? [];
    return misses.filter((at) => at > now - TOKEN_MISS_WINDOW_MS);
  }
}

function stateOf(misses: number[], now: number): MissState {
  if (misses.length < MAX_TOKEN_MISSES) return { locked: false, misses: misses.length, retryAfterS: 0 };
  const oldest = misses[misses.length - MAX_TOKEN_MISSES] ?? now;
  return {
    locked: true,
    misses: misses.length,
    retryAfterS: Math.max(1, Math.ceil((oldest + TOKEN_MISS_WINDOW_MS - now) / 1000)),
  };
}
