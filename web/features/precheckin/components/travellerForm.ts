import type { TravellerValues } from '../../../../shared/precheckin/precheckin.ts';
import type { SignatureInput } from '../../../../shared/precheckin/signature.ts';

/**
 * One traveller as the travellers form holds them: their fields, and a signature given on this
 * page (none: nothing new; a stored one is the pre-check-in's).
 */
export type TravellerEntry = TravellerValues & { signature?: SignatureInput | null };

export type TravellerForm = { travellers: TravellerEntry[] };

/** The name a traveller signs as: their names as the form has them. */
export const signerNameOf = (traveller: TravellerValues) =>
  [traveller.firstname, traveller.lastname, traveller.secondSurname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

/**
 * What a draft of the travellers step keeps: the fields, not a signature's image (DESIGN §10: only
 * what is needed on the device). A reload before saving asks for the signature again.
 */
export const withoutSignatures = ({ travellers }: TravellerForm) => ({
  travellers: travellers.map(({ signature: _signature, ...fields }) => fields),
});
