import type { FrontendApi, Session } from '@ory/client';
import { vi, type Mock } from 'vitest';
import { readReference } from '../../../../shared/auth/oryReference/readReference.ts';

/**
 * Test-only: an identity service that answers with what Kratos really answers. The flows are the
 * ones Ory's own UI is tested against (shared/auth/oryReference, copied in with source and licence).
 */

interface RecordedFlow {
  id: string;
  ui: { messages?: unknown[]; nodes: { attributes: { name?: string }; messages: unknown[] }[] };
}

/** A recorded flow answer, by its path below ory-elements-stubs/. */
export const recorded = (path: string) => readReference(`ory-elements-stubs/${path}`) as RecordedFlow;

/** The id and the CSRF token every recorded flow carries: what an update must send back. */
export const RECORDED_FLOW_ID = '00000000-0000-0000-0000-000000000000';
export const RECORDED_CSRF_TOKEN = 'AAAAAAA/AAAAAA/2+AAAAAAAA==';

type Answer = () => Promise<unknown>;

/** The service answered 2xx with this body, as `@ory/client` resolves. */
export const answers =
  (data: unknown, status = 200): Answer =>
  () =>
    Promise.resolve({ status, data });

/** The service refused with this status and body, as axios rejects. */
export const refuses =
  (status: number, data: unknown = {}): Answer =>
  () =>
    Promise.reject(
      Object.assign(new Error(`Request failed with status code ${status}`), { response: { status, data } }),
    );

/** No answer at all: the service could not be reached. */
export const unreachable: Answer = () => Promise.reject(new Error('Network Error'));

/** Kratos' generic error body (herodot), as the answers that are not a flow carry it. */
export const kratosError = (code: number, id: string, reason: string, extra: object = {}) => ({
  error: { id, code, reason, message: reason },
  ...extra,
});

/** SPEC §4: the answer of a login or registration that meets a session already there. */
export const SESSION_ALREADY_AVAILABLE = kratosError(
  400,
  'session_already_available',
  'A valid session was detected and thus login is not possible. Did you forget to set `?refresh=true`?',
);

/** A browser flow's step that ends on another page (422): the browser is to go to `to`. */
export const locationChange = (to: string) =>
  kratosError(
    422,
    'browser_location_change_required',
    `In order to complete this flow please redirect the browser to: ${to}`,
    {
      redirect_browser_to: to,
    },
  );

export const session = (email = 'anna@example.com') =>
  ({
    id: 'session-1',
    active: true,
    identity: { id: 'identity-1', schema_id: 'default', schema_url: '', traits: { email } },
  }) as Session;

/** A FrontendApi with only the calls a test gives it, each a mock answering as told. */
export function fakeIdentityApi<A extends Partial<Record<keyof FrontendApi, Answer>>>(
  calls: A,
): FrontendApi & { [K in keyof A]: Mock } {
  return Object.fromEntries(Object.entries(calls).map(([name, answer]) => [name, vi.fn(answer)])) as never;
}
