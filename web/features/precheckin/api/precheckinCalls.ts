import type { ApiFetch } from '../../../../shared/site/render.ts';
import type { Precheckin } from '../../../../shared/precheckin/schemas/precheckin.ts';
import { lazySchemas } from '../../../app/api/lazySchemas.ts';
import { upstream } from '../../../app/api/upstream.ts';

const schema = lazySchemas(() => import('../../../../shared/precheckin/schemas/precheckin.ts'));
const precheckinSchema = schema('precheckinSchema');

const base = (token: string) => `/v1/booking/precheckins/${encodeURIComponent(token)}`;

/** SPEC §7 pre-check-in calls: the pre-check-in by its token, in a language (precheckin.ts's query). */
export function fetchPrecheckin(api: ApiFetch, token: string, lang: string): Promise<Precheckin> {
  return upstream(api)({
    service: 'webcc-api',
    path: `${base(token)}?lang=${lang}`,
    answer: precheckinSchema,
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
