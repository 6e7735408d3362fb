import { whereAlpha3 } from 'iso-3166-1';

/**
 * ICAO 9303's codes that are not ISO 3166's alpha-3: Germany's one letter, the United Kingdom's
 * kinds of British nationals, and Kosovo (assigned by the EU, not ISO). Stateless persons, refugees
 * and the UN's own documents (XXA, UNO…) have no country, nor does the specimen state Utopia (UTO).
 */
const ICAO_ONLY: Record<string, string> = {
  D: 'DE',
  GBD: 'GB',
  GBN: 'GB',
  GBO: 'GB',
  GBP: 'GB',
  GBS: 'GB',
  RKS: 'XK',
};

/** The ISO alpha-2 country of a zone's nationality or issuing state, where it names one. */
export function countryOfMrzCode(code: string): string | undefined {
  const trimmed = code.replace(/</g, '');
  return ICAO_ONLY[trimmed] ?? whereAlpha3(trimmed)?.alpha2;
}
