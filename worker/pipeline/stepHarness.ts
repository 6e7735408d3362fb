import { env } from 'cloudflare:test';
import { Hono, type Context, type ErrorHandler, type MiddlewareHandler } from 'hono';
import type { Env } from '../env.ts';
import type { Logger } from '../log.ts';
import type { Upstream, Upstreams } from '../upstreams.ts';
import type { AppEnv } from './appEnv.ts';

const ORIGIN = 'https://portal.test';

interface Logged {
  level: keyof Logger;
  message: string;
  fields?: Record<string, unknown>;
}

const unreachable: Upstream = async () => {
  throw new Error('this test gives the step no upstream');
};

/**
 * Steps of the pipeline on their own, for their tests: after a recording log, the given upstreams
 * and what `before` sets in place of earlier steps. A request that passes every step is answered
 * with the variables they set.
 */
export function stepHarness(
  steps: MiddlewareHandler<AppEnv>[],
  options: {
    upstreams?: Partial<Upstreams>;
    before?: (c: Context<AppEnv>) => void;
    env?: Partial<Env>;
    onError?: ErrorHandler<AppEnv>;
  } = {},
) {
  const logged: Logged[] = [];
  const record =
    (level: keyof Logger) =>
    (message: string, fields?: Record<string, unknown>): void => {
      logged.push({ level, message, fields });
    };
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('log', { info: record('info'), warn: record('warn'), error: record('error') });
    c.set('client', c.req.header('cf-connecting-ip') ?? 'local');
    c.set('reportError', () => {});
    c.set('upstreams', {
      'conf-api': unreachable,
      'webcc-api': unreachable,
      'guestworld-api': unreachable,
      'validation-api': unreachable,
      ...options.upstreams,
    });
    options.before?.(c);
    await next();
  });
  if (options.onError) app.onError(options.onError);
  app.use('*', ...steps);
  app.all('*', (c) => c.json(c.var));
  const request = (path: string, init: RequestInit = {}) =>
    app.request(`${ORIGIN}${path}`, { redirect: 'manual', ...init }, { ...env, ...options.env });
  return { request, logged };
}
