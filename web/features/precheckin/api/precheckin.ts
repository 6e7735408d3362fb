import { queryOptions } from '@tanstack/react-query';
import type { ApiFetch } from '../../../../shared/site/render.ts';
import type { Precheckin } from '../../../../shared/precheckin/schemas/precheckin.ts';
import { lazySchemas } from '../../../app/api/lazySchemas.ts';
import { statusOf } from '../../../../shared/upstream/upstreamError.ts';
import { lookUpToken } from '../../../app/api/tokenLookup.ts';
import { upstream } from '../../../app/api/upstream.ts';

const schema = lazySchemas(() => import('../../../../shared/precheckin/schemas/precheckin.ts'));
const precheckinSchema = schema('precheckinSchema');

const base = (token: string) => `/v1/booking/precheckins/${encodeURIComponent(token)}`;

/**
 * SPEC §2: a failure to load is an error ('Error loading precheckin data.', logged and thrown);
 * none found stops the guard. A client refused for guessing tokens is told how long to wait.
 */
export function precheckinQuery(api: ApiFetch, token: string, lang: string) {
  return queryOptions({
    queryKey: ['precheckin', token, lang],
    queryFn: () =>
      lookUpToken(
        () =>
          upstream(api)({
            service: 'webcc-api',
            path: `${base(token)}?lang=${lang}`,
            answer: precheckinSchema,
          }),
        (error) => {
          console.error('Error loading precheckin data.', statusOf(error) ?? error);
          return new Error('Error loading precheckin data.', { cause: error });
        },
      ),
  });
}

/** Sends one step (SPEC §7 pre-check-in calls); the answer is the updated pre-check-in. */
export function saveStep(
  api: ApiFetch,
  token: string,
  lang: string,
  step: 'customer' | 'contact' | 'pax' | 'travellers' | 'services' | 'confirm',
  body: unknown,
  query = '',
): Promise<Precheckin> {
  return upstream(api)({
    service: 'webcc-api',
    method: 'POST',
    path: `${base(token)}/${step}?lang=${lang}${query}`,
    body,
    answer: precheckinSchema,
  });
}

export function registerGuests(api: ApiFetch, token: string, lang: string): Promise<Precheckin> {
  return upstream(api)({
    service: 'webcc-api',
    method: 'PUT',
    path: `${base(token)}/guestregistration?lang=${lang}`,
    answer: precheckinSchema,
  });
}

/**
 * Issue 31, the main guest's side of an invite: a fellow traveller's link issued (again: the old one
 * stops) or withdrawn; the answer is the updated pre-check-in.
 */
export function changeInvite(
  api: ApiFetch,
  token: string,
  lang: string,
  number: number,
  change: 'issue' | 'withdraw',
): Promise<Precheckin> {
  return upstream(api)({
    service: 'webcc-api',
    method: change === 'issue' ? 'POST' : 'DELETE',
    path: `${base(token)}/invites/${number}?lang=${lang}`,
    answer: precheckinSchema,
  });
}
