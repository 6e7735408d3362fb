import { loadFeatures } from '../features.ts';
import { waitUntilOf } from '../executionContext.ts';
import { createStep } from './appEnv.ts';

/** DESIGN §5 step 7 (SPEC §7): the feature flags the first HTML is rendered with (`c.get('features')`). */
export const featuresStep = createStep(async (c, next) => {
  c.set('features', await loadFeatures(c.env, c.get('log'), waitUntilOf(c)));
  await next();
});
