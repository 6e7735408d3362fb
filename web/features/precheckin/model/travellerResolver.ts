import type { Resolver } from '../../../ui/forms/useForm.ts';
import type { Stay } from '../../../../shared/precheckin/precheckin.ts';
import type { CountryRules } from '../../../../shared/precheckin/countryRules/countryRules.ts';
import type { TravellerCheck, TravellerForm } from './travellerForm.ts';

/**
 * What the form checks and sends (travellerChecks.ts: the country's formats, SPEC §5's and the dates'
 * checks, the entry sent): loaded with the form's first check, or once the page is idle, rather than
 * with the page a guest may only read. A failed load is tried again at the next check.
 */
export const travellerChecks = () => import('./travellerChecks.ts');

/** Fetches the checks before the form's first one needs them. */
export const preloadTravellerChecks = () => void travellerChecks().catch(() => undefined);

/**
 * The travellers on a page, by their place in the form: every traveller on the travellers step, or
 * the one an invite opens. Each is checked against the law of the house's country by the
 * same rules as the service (registrationProblems, signatureProblem), and against the age
 * group booked for them.
 */
export function travellerResolver(
  rules: CountryRules,
  stay: Stay,
  checkOf: (index: number) => TravellerCheck,
): Resolver<TravellerForm> {
  return async (values) => (await travellerChecks()).travellerErrors(rules, stay, checkOf, values);
}
