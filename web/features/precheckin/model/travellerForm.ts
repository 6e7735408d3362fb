import type { Resolver } from '../../../ui/forms/useForm.ts';
import type {
  Stay,
  Traveller,
  TravellerField,
  TravellerSlot,
  TravellerValues,
} from '../../../../shared/precheckin/precheckin.ts';
import type { CountryRules, Role } from '../../../../shared/precheckin/countryRules/countryRules.ts';
import type { SignatureInput } from '../../../../shared/precheckin/signature.ts';

/**
 * One traveller as a travellers form holds them: their fields, and a signature given on this page
 * (none: nothing new; a stored one is the service's, issue 31 point 3).
 */
export type TravellerEntry = TravellerValues & { signature?: SignatureInput | null };

export type TravellerForm = { travellers: TravellerEntry[] };

/**
 * What a traveller of the form is checked as; null where the form does not ask for them (invited).
 * `signed`: the service holds their signature from before, which counts until they sign again.
 */
export type TravellerCheck = { role: Role; slot?: TravellerSlot; signed?: boolean } | null;

/**
 * What the form checks and sends (travellerChecks.ts: the country's formats, SPEC §5's and the dates'
 * checks, the entry sent): loaded with the form's first check, or once the page is idle, rather than
 * with the page a guest may only read (issue 29). A failed load is tried again at the next check.
 */
export const travellerChecks = () => import('./travellerChecks.ts');

/** Fetches the checks before the form's first one needs them. */
export const preloadTravellerChecks = () => void travellerChecks().catch(() => undefined);

/**
 * The travellers on a page, by their place in the form: every traveller on the travellers step, or
 * the one an invite opens (issue 31). Each is checked against the law of the house's country by the
 * same rules as the service (registrationProblems, signatureProblem), and issue 15's age group
 * booked for them.
 */
export function travellerResolver(
  rules: CountryRules,
  stay: Stay,
  checkOf: (index: number) => TravellerCheck,
): Resolver<TravellerForm> {
  return async (values) => (await travellerChecks()).travellerErrors(rules, stay, checkOf, values);
}

/** What is sent of a traveller: their fields, and a signature given on the page (issue 31 point 3). */
export type RegistrationEntry = Partial<Record<TravellerField, string>> & { signature?: SignatureInput };

/** The name a traveller signs as: their names as the form has them. */
export const signerNameOf = (traveller: TravellerValues) =>
  [traveller.firstname, traveller.lastname, traveller.secondSurname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

/**
 * What a draft of a travellers form keeps: the fields, not a signature's image (DESIGN §10: only
 * what is needed on the device). A reload before saving asks for the signature again.
 */
export const withoutSignatures = ({ travellers }: TravellerForm) => ({
  travellers: travellers.map(({ signature: _signature, ...fields }) => fields),
});

/** A traveller's fields as the form holds them: what was saved, else empty. */
export function travellerValues(
  layout: readonly TravellerField[],
  saved: Partial<Traveller> | Partial<Record<TravellerField, string>> | null | undefined,
): Record<string, string> {
  return Object.fromEntries(
    layout.map((field) => [
      field,
      (saved as Record<string, unknown> | null | undefined)?.[field]?.toString() ?? '',
    ]),
  );
}
