import type { CountryRules } from './countryRules.ts';
import { ask } from './ask.ts';

const SPANISH = ['ES'];

/**
 * Spain: Real Decreto 933/2021, de 26 de octubre (BOE of 27 October 2021), in force since
 * 2 December 2024, reported to the Ministerio del Interior through SES.HOSPEDAJES. Its Annex I
 * asks of every traveller: names and both surnames (the second one of Spanish nationals, whose
 * documents carry two), sex, nationality, birth date, the identity document from 14 years (type,
 * number, its support number on a Spanish DNI, date of issue), the address, a phone, and the
 * relationship of a minor to the adult. Each traveller from 14 signs; the host reports within
 * 24 hours and keeps the record three years after the stay.
 */
export const spain: CountryRules = {
  country: 'ES',
  fields: [
    ...ask(['salutation', 'firstname', 'lastname']),
    {
      field: 'secondSurname',
      when: { nationals: SPANISH },
      otherwise: 'optional',
      missing: 'secondSurnameRequired',
    },
    ...ask(['birthday', 'countryOrigin']),
    { field: 'relationship', who: 'fellow', when: { belowAge: 18 }, missing: 'relationshipRequired' },
    ...ask(['passportType', 'passID'], { when: { fromAge: 14 } }),
    { field: 'documentSupportNumber', when: { fromAge: 14, nationals: SPANISH, documents: ['ID'] } },
    ...ask(['passportIssueDate', 'passportExpDate', 'country', 'street', 'zip', 'place'], {
      when: { fromAge: 14 },
    }),
    { field: 'phone', who: 'first' },
  ],
  formats: [
    // A Spaniard's identity card is the DNI, whose number ends with a check letter.
    { field: 'passID', format: 'spanishIdNumber', when: { nationals: SPANISH, documents: ['ID'] } },
    { field: 'documentSupportNumber', format: 'spanishSupportNumber' },
  ],
  signature: { when: { fromAge: 14 } },
  registration: { authority: 'esSesHospedajes', delivery: 'sent', within: { hours: 24 } },
  retention: { years: 3, from: 'checkout' },
};
