import type {
  Traveller,
  TravellerField,
  TravellerSlot,
  TravellerValues,
} from '../../../../shared/precheckin/precheckin.ts';
import type { Role } from '../../../../shared/precheckin/countryRules/countryRules.ts';
import type { SignatureInput } from '../../../../shared/precheckin/signature.ts';

/**
 * One traveller as a travellers form holds them: their fields, and a signature given on this page
 * (none: nothing new; a stored one is the service's).
 */
export type TravellerEntry = TravellerValues & { signature?: SignatureInput | null };

export type TravellerForm = { travellers: TravellerEntry[] };

/**
 * What a traveller of the form is checked as; null where the form does not ask for them (invited).
 * `signed`: the service holds their signature from before, which counts until they sign again.
 */
export type TravellerCheck = { role: Role; slot?: TravellerSlot; signed?: boolean } | null;

/** What is sent of a traveller: their fields, and a signature given on the page. */
export type RegistrationEntry = Partial<Record<TravellerField, string>> & { signature?: SignatureInput };

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
