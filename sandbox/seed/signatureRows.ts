import type { D1Database, D1PreparedStatement } from '../kit/env.ts';
import type { Traveller } from '../../shared/precheckin/precheckin.ts';
import type { CountryRules } from '../../shared/precheckin/countryRules/countryRules.ts';
import { signatureRequired } from '../../shared/precheckin/countryRules/signature.ts';
import { signatureWrites } from '../webcc/travellerSignatures.ts';
import { DEMO_SIGNATURE_IMAGE } from './demoSignature.ts';

/**
 * A completed demo pre-check-in's signatures: each traveller the law of its
 * house's country asks to sign has signed when it was completed, in German (the demo's completed
 * booking was made in German).
 */
export function seededSignatureStatements(
  db: D1Database,
  {
    token,
    checkin,
    travellers,
    rules,
    now,
  }: {
    token: string;
    checkin: string;
    travellers: Traveller[];
    rules: CountryRules;
    now: Date;
  },
): D1PreparedStatement[] {
  const role = (traveller: Traveller) => (traveller.number === 1 ? 'first' : 'fellow');
  return travellers
    .filter((traveller) =>
      signatureRequired(rules, { role: role(traveller), values: traveller }, { checkin }),
    )
    .flatMap((traveller) =>
      signatureWrites(
        db,
        token,
        {
          uuid: traveller.uuid,
          required: true,
          through: 'travellers',
          sent: {
            method: 'drawn',
            image: DEMO_SIGNATURE_IMAGE,
            name: `${traveller.firstname} ${traveller.lastname}`,
            statement: 'Ich bestätige, dass meine Angaben für diese Anmeldung richtig und vollständig sind.',
          },
        },
        now,
      ),
    );
}
