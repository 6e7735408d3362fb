import type { Context } from 'hono';
import type { FlowKind } from './flowTypes.ts';
import type { SandboxAppEnv } from '../kit/env.ts';

/**
 * The portal's pages for each flow (this deployment's `selfservice.flows.*.ui_url`): where a
 * browser is sent, never where forms post to (`ui.action` is the API, as in Kratos).
 */
export const UI_PATHS: Record<FlowKind | 'error', string> = {
  login: '/login',
  registration: '/register',
  recovery: '/forgotpassword',
  verification: '/verify',
  settings: '/resetpassword',
  error: '/login',
};

export const uiUrl = (origin: string, kind: FlowKind, flowId: string): string =>
  `${origin}${UI_PATHS[kind]}?flow=${flowId}`;

/** Where the portal's pages are, as configured (IDENTITY_UI_URL): the same for every request. */
export const uiOriginOf = (c: Context<SandboxAppEnv>): string => new URL(c.env.IDENTITY_UI_URL).origin;
