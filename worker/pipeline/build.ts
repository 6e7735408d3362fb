import { currentBuild } from '../build.ts';
import { createStep } from './appEnv.ts';

/** The client build the page loads (`c.get('build')`); none when the assets hold no manifest. */
export const buildStep = createStep(async (c, next) => {
  c.set('build', await currentBuild(c.env));
  await next();
});
