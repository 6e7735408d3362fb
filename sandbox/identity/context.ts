import type { Context } from 'hono';
import type { SandboxAppEnv } from '../kit/env.ts';
import type { D1Database } from '../kit/env.ts';
import type { Body } from './body.ts';
import type { FlowRow } from './flowTypes.ts';
import type { CurrentSession } from './sessions.ts';

export type IdentityContext = Context<SandboxAppEnv>;

/** One submit of a flow, as the per-flow handlers get it. */
export interface Submit {
  c: IdentityContext;
  db: D1Database;
  origin: string;
  flow: FlowRow;
  body: Body;
  /** The session the request carries, if any. */
  current: CurrentSession | null;
}

export const originOf = (c: Context): string => new URL(c.req.url).origin;
