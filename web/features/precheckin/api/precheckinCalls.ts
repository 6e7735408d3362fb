import {
  guestRegistrationCall,
  precheckinCall,
  precheckinConfirmCall,
  precheckinContactCall,
  precheckinCustomerCall,
  precheckinPaxCall,
  precheckinServicesCall,
  precheckinTravellersCall,
  travellerInviteCall,
} from '../../../../shared/upstream/calls/precheckin.ts';
import { callTo } from '../../../../shared/upstream/callPath.ts';
import type { ApiFetch } from '../../../../shared/site/render.ts';
import type { Precheckin } from '../../../../shared/precheckin/schemas/precheckin.ts';
import { statusOf, UpstreamError } from '../../../../shared/upstream/upstreamError.ts';
import { lazySchemas } from '../../../platform/api/lazySchemas.ts';
import { lookUpToken, type TokenLookup } from '../../../platform/api/tokenLookup.ts';
import { upstream } from '../../../platform/api/upstream.ts';

// A refused look-up's status, for the guard (PrecheckinLayout's loader), which needs it only then.
export { lookupStatus } from '../../../platform/api/tokenLookup.ts';

const schema = lazySchemas(() => import('../../../../shared/precheckin/schemas/precheckin.ts'));
const precheckinSchema = schema('precheckinSchema');

/** The call that saves each step. */
const STEP_CALLS = {
  customer: precheckinCustomerCall,
  contact: precheckinContactCall,
  pax: precheckinPaxCall,
  travellers: precheckinTravellersCall,
  services: precheckinServicesCall,
  confirm: precheckinConfirmCall,
} as const;

/** The pre-check-in by its token, in a language (precheckin.ts's query). */
export function lookUpPrecheckin(
  api: ApiFetch,
  token: string,
  lang: string,
): Promise<TokenLookup<Precheckin>> {
  return lookUpToken(
    () => upstream(api)({ to: callTo(precheckinCall, { token }, { lang }), answer: precheckinSchema }),
    (error) => {
      console.error('Error loading precheckin data.', statusOf(error) ?? error);
      return new Error('Error loading precheckin data.', { cause: error });
    },
  );
}

/** The service's messages by field, where it refused what a step sent (400); none for any other failure. */
export function refusedFields(error: unknown): Record<string, string> | undefined {
  return error instanceof UpstreamError && error.status === 400 ? error.fields : undefined;
}

/** Sends one step (SPEC §7 pre-check-in calls); the answer is the updated pre-check-in. */
export function saveStep(
  api: ApiFetch,
  token: string,
  lang: string,
  step: keyof typeof STEP_CALLS,
  body: unknown,
  query: Record<string, string> = {},
): Promise<Precheckin> {
  return upstream(api)({
    method: 'POST',
    to: callTo(STEP_CALLS[step], { token }, { lang, ...query }),
    body,
    answer: precheckinSchema,
  });
}

export function registerGuests(api: ApiFetch, token: string, lang: string): Promise<Precheckin> {
  return upstream(api)({
    method: 'PUT',
    to: callTo(guestRegistrationCall, { token }, { lang }),
    answer: precheckinSchema,
  });
}

/**
 * The main guest's side of an invite: a fellow traveller's link issued (again: the old one
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
    method: change === 'issue' ? 'POST' : 'DELETE',
    to: callTo(travellerInviteCall, { token, traveller: String(number) }, { lang }),
    answer: precheckinSchema,
  });
}
