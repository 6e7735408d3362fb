import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl, isRouteErrorResponse } from 'react-router';
import type { Site } from '../platform/siteContext.tsx';
import type { Catalogue } from '../i18n/catalog.ts';

interface SerializedRouterState {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, SerializedError> | null;
}

type SerializedError =
  | { kind: 'response'; status: number; statusText: string; data: unknown }
  | { kind: 'error'; message: string };

/** Everything the browser needs to hydrate exactly what the server rendered. */
export interface BootData {
  site: Site;
  /** The text catalogues the page was rendered with; the browser fetches them before hydrating. */
  catalogues: Catalogue[];
  router: SerializedRouterState;
  queries: DehydratedState;
}

export const BOOT_GLOBAL = '__BOOT';

export function serializeRouterState(state: {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, unknown> | null;
}): SerializedRouterState {
  const errors = state.errors
    ? Object.fromEntries(
        Object.entries(state.errors).map(([routeId, error]): [string, SerializedError] => [
          routeId,
          isRouteErrorResponse(error)
            ? { kind: 'response', status: error.status, statusText: error.statusText, data: error.data }
            : { kind: 'error', message: error instanceof Error ? error.message : 'Unexpected error' },
        ]),
      )
    : null;
  return { loaderData: state.loaderData, actionData: state.actionData, errors };
}

export function deserializeRouterState(state: SerializedRouterState): HydrationState {
  const errors = state.errors
    ? Object.fromEntries(
        Object.entries(state.errors).map(([routeId, error]) => [
          routeId,
          error.kind === 'response'
            ? new ErrorResponseImpl(error.status, error.statusText, error.data)
            : new Error(error.message),
        ]),
      )
    : null;
  return { loaderData: state.loaderData, actionData: state.actionData, errors };
}
