import type { Context } from 'hono';
import type { FlowKind } from './flowTypes.ts';

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

/**
 * Where the portal's pages are: this origin, unless the service runs apart from the portal (the
 * standalone sandbox behind the production bundle), which names it in IDENTITY_UI_URL.
 */
export function uiOriginOf(c: Context): string {
  const configured = (c.env as { IDENTITY_UI_URL?: string } | undefined)?.IDENTITY_UI_URL;
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      // A broken setting: fall back to this origin.
    }
  }
  return new URL(c.req.url).origin;
}
