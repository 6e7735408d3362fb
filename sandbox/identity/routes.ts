import { Hono } from 'hono';
import type { SandboxAppEnv } from '../kit/env.ts';
import { ensureSeeded } from '../seed/seed.ts';
import { mountCreation } from './create.ts';
import { mountSubmits } from './submit.ts';
import { mountLogout } from './logout.ts';
import { mountSessions } from './sessionRoutes.ts';
import { mountOidcCallback } from './oidc.ts';
import { mountOidcProviderPage } from './oidcProviderPage.ts';
import { mountMisc } from './misc.ts';

/** Paths the identity service answers; everything else falls through to the portal. */
const PATHS = [
  '/self-service/*',
  '/sessions',
  '/sessions/*',
  '/.well-known/ory/*',
  '/schemas/*',
  '/__dev/oidc/*',
];

/**
 * The sandbox's identity service: a Kratos-compatible public API at Kratos' own paths, on the
 * portal's origin, so `@ory/client` works against it unchanged (local mode only).
 */
export function identityRoutes(): Hono<SandboxAppEnv> {
  const app = new Hono<SandboxAppEnv>();
  for (const path of PATHS) {
    app.use(path, async (c, next) => {
      // The demo accounts must exist before anyone signs in.
      await ensureSeeded(c.env.DB);
      await next();
      if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
    });
  }
  mountCreation(app);
  mountSubmits(app);
  mountLogout(app);
  mountSessions(app);
  mountOidcCallback(app);
  mountOidcProviderPage(app);
  mountMisc(app);
  return app;
}
