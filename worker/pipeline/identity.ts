import { createStep } from './appEnv.ts';

/** Where the browser signs in (`c.get('identityBase')`): the page's CSP lets it call there, and the page is told. */
export const identityStep = createStep(async (c, next) => {
  c.set('identityBase', identityOrigin(c.env.IDENTITY_URL));
  await next();
});

/** The identity service's origin from configuration; none (or an unusable value) means this origin. */
function identityOrigin(configured: string | undefined): string | null {
  if (!configured) return null;
  try {
    return new URL(configured).origin;
  } catch {
    return null;
  }
}
