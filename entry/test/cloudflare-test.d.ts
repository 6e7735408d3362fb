// The parts of `cloudflare:test` these tests use, typed against our own Env (the package's
// ambient types assume the Workers globals, which clash with the DOM types of web/).
declare module 'cloudflare:test' {
  import type { Env } from '../../worker/env.ts';
  interface D1Migration {
    name: string;
    queries: string[];
  }
  export const env: Env & {
    SANDBOX_DB: Env['DB'];
    TEST_MIGRATIONS: D1Migration[];
    SANDBOX_MIGRATIONS: D1Migration[];
  };
  export const SELF: { fetch(input: string | Request, init?: RequestInit): Promise<Response> };
  export function applyD1Migrations(db: Env['DB'], migrations: D1Migration[]): Promise<void>;
  export function createExecutionContext(): {
    waitUntil(promise: Promise<unknown>): void;
    passThroughOnException(): void;
  };
  export function waitOnExecutionContext(ctx: unknown): Promise<void>;
}
