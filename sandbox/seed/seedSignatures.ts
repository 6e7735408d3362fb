import type { D1Database, D1PreparedStatement } from '../kit/env.ts';
import type { Traveller } from '../../shared/precheckin/precheckin.ts';
import type { CountryRules } from '../../shared/precheckin/countryRules/countryRules.ts';
import { signatureRequired } from '../../shared/precheckin/countryRules/signature.ts';
import { signatureWrites } from '../webcc/travellerSignatures.ts';

/** A hand-drawn signature as the pad sends it (a PNG, 240 × 72), for the demo's signed registrations. */
const DEMO_SIGNATURE_IMAGE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAPAAAABICAQAAABixbABAAADpklEQVR42u2a4ZXsIAiFp47pidaoyyrSSvbsmZ1NYjRRBGPIPfx8+zLqBxcEX+8XzLPhCAAYBsAwAIYBMAyAYQAMA2AAhgEwzD9geoc34wj9Ag7v+T0DsXfAQOwWMP8BnnGMXossRgx7r6Ih084BQ6bd34Mh0+4bHQEx7BswA7D3ViVaHo8AjBh2Cxgi7X6aFC4D/Dvy+BhSxMWALaZP9J8eoCCGgOkU8CfOfv9GF/Iar3aZRx6UoVeRZQPi61iTQRWw1gYG4M8xlwmp3pGtHUv7qmapDTcDfC7QiwPw5shaRXDtWLoxvGjDzfN7D4HeOsCCODSKYOxYwUQb2hyHrs7imr5e6gAcybUUcfy7eu2W7Z5CswvuS8tu4PVKkZoMvUYsF8E4MejNtbYrlsZwXHnsbxQdcruWlE0NGVoGJvVdnRjef1kWw3GFz0nsPDLgc3kuO3QJmNQva8Rwak+S9a3dhFdCHXbaxaMCpgp4k3ovO60LrTGc3hM3O2Bcd0y9hjQaeCeFLnWtCOaEXxLDSzc7ZPfUvj7e4e0ypLHMvmUZWLbVvC7Uli/7Jkzqu0FhfZz4uvkk3TL7lgq0ZB6V/+vtPfvsKlKGV+qAAwxaLbNvHbYaXz7WhTjfHUEuj0y99XV9DWMpz3WAa3z5TBf2rZQ2HdJeX8cYtpTn7/InZVkjgduwwvWsPNaCiZx3AkxmxX3ZAVJVfBwjrvtS6b5JBJhHAVwuzxYvuyTulfsftSBiV8nNwkLl+ZiKtP7s1+LhD53eUyUHWL+TxVXoYBYWlJo2lwAm04wRDiPt+CJTK4KSnXBi0BkjJjFgHgGwbXMtvdFWvOkYlu2Eo5XwDrFE4QxFeiSBTm+UVH5z7zqh0VnilyRzk8KZxbBWlrQSaVJyKU7MZLV2shRf1Ow2/AzAbJASQrOQluRm+WqNkt9ogLeRRooggoKQluXmqeELU0/AlL3j5f9dN9I0vXotghbRwmb9ATPAKS8PhlGQumtqHtn3y2RcKt4MMGd6y1YXpiXStDFoZEqHgGeVjrD8rvkaKlO6AszZeSp1aXhYYOBn4T2ronk3NCdxR9gPhu0bLg278MkOb15GbHuw3qMgD3JWNzPwtRnRK17qBFIKnu0Ap1rs5QfFLmFOZiVl3rq+ySopj47Eh28C80qVYp2V2C6rNudI4J+VPPMtcF5WZPXBXQpfr+TBNWkw6HJ7DMpRAFvgfzjEOwGGATAMgGEADMAwAIYBMOxi+wHGPx+qBKCCIAAAAABJRU5ErkJggg==';

/**
 * A completed demo pre-check-in's signatures (issue 31 point 3): each traveller the law of its
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
