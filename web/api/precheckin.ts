import { queryOptions } from '@tanstack/react-query';
import type { ApiFetch } from '../../shared/render.ts';
import { precheckinSchema, type Precheckin } from '../../shared/schemas/precheckin.ts';
import { answerOf } from './actionError.ts';

const base = (token: string) => `/webcc-api/v1/booking/precheckins/${encodeURIComponent(token)}`;
const JSON_HEADERS = { accept: 'application/json', 'content-type': 'application/json' };

export type PrecheckinResult = { kind: 'found'; precheckin: Precheckin } | { kind: 'notFound' };

/** SPEC §2: a failure to load is an error ('Error loading precheckin data.'); none found stops the guard. */
export function precheckinQuery(api: ApiFetch, token: string, lang: string) {
  return queryOptions({
    queryKey: ['precheckin', token, lang],
    queryFn: async (): Promise<PrecheckinResult> => {
      const response = await api(`${base(token)}?lang=${lang}`, { headers: { accept: 'application/json' } });
      if (response.status === 404 || response.status === 400) return { kind: 'notFound' };
      if (!response.ok) throw new Error('Error loading precheckin data.');
      return { kind: 'found', precheckin: precheckinSchema.parse(await response.json()) };
    },
  });
}

/** Sends one step (SPEC §7 pre-check-in calls); the answer is the updated pre-check-in. */
export async function saveStep(
  api: ApiFetch,
  token: string,
  lang: string,
  step: 'customer' | 'contact' | 'pax' | 'travellers' | 'services' | 'confirm',
  body: unknown,
  query = '',
): Promise<Precheckin> {
  const response = await api(`${base(token)}/${step}?lang=${lang}${query}`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify(body),
  });
  return answerOf(response, (answer) => precheckinSchema.parse(answer));
}

export async function registerGuests(api: ApiFetch, token: string, lang: string): Promise<Precheckin> {
  const response = await api(`${base(token)}/guestregistration?lang=${lang}`, {
    method: 'PUT',
    headers: JSON_HEADERS,
  });
  return answerOf(response, (answer) => precheckinSchema.parse(answer));
}
