import { describe, expect, it } from 'vitest';
import { frameworkFloorBytes, STACK_FLOOR_APP } from './frameworkFloor.ts';

describe('the floors the bench measures JavaScript against', () => {
  it('build, and the stack floor is the framework floor with more of the stack in it', async () => {
    const floor = await frameworkFloorBytes();
    const stack = await frameworkFloorBytes(STACK_FLOOR_APP);
    // React and react-dom alone are some 60 KB of gzip; Lingui, zustand and the hooks add kilobytes.
    expect(floor).toBeGreaterThan(90_000);
    expect(stack - floor).toBeGreaterThan(3_000);
  }, 30_000);
});
