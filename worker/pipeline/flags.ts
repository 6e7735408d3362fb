import { loadFlags } from '../flags.ts';
import { waitUntilOf } from '../executionContext.ts';
import { createStep } from './appEnv.ts';

/** DESIGN §5 step 7 (SPEC §7): the feature flags the first HTML is rendered with (`c.get('flags')`). */
export const flagsStep = createStep(async (c, next) => {
  c.set('flags', await loadFlags(c.env, c.get('log'), waitUntilOf(c)));
  await next();
});
