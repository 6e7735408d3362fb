import type { Context } from 'hono';
import type { AppEnv } from './pipeline/appEnv.ts';
import type { ExecutionContext } from './env.ts';

/** The request's execution context, or a stand-in where there is none (Hono's app.request in tests). */
export function executionContext(c: Context<AppEnv>): ExecutionContext {
  try {
    return c.executionCtx as unknown as ExecutionContext;
  } catch {
    // Hono's app.request() in unit tests has no execution context.
    return {
      waitUntil: () => undefined,
      passThroughOnException: () => undefined,
    } as unknown as ExecutionContext;
  }
}

/** Work that may finish after the answer is sent (cache writes). */
export function waitUntilOf(c: Context<AppEnv>): (promise: Promise<unknown>) => void {
  return (promise) => executionContext(c).waitUntil(promise);
}
