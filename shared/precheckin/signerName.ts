import type { TravellerValues } from './precheckin.ts';

/** The name a traveller signs as: their names as given, the second surname where there is one. */
export const signerNameOf = (traveller: TravellerValues) =>
  [traveller.firstname, traveller.lastname, traveller.secondSurname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

/** A name as compared: its letters composed alike, case and the spaces between words aside. */
const comparable = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * A typed signature is the traveller's name written out: one that names someone else, or
 * no one, signs nothing. `traveller` holds the names the registration keeps.
 */
export function typedNameProblem(
  signature: { method: string; name: string } | null | undefined,
  traveller: TravellerValues,
): 'signatureNameMismatch' | undefined {
  return signature?.method === 'typed' && comparable(signature.name) !== comparable(signerNameOf(traveller))
    ? 'signatureNameMismatch'
    : undefined;
}
