import { en } from './messages.en.ts';
import { de } from './messages.de.ts';
import { reservationEn } from './reservation.en.ts';
import { reservationDe } from './reservation.de.ts';

/** Every text of the portal by language; TypeScript refuses a German catalogue that lacks an id. */
export const CATALOGS = {
  en: { ...en, ...reservationEn },
  de: { ...de, ...reservationDe },
};

export type MessageId = keyof typeof CATALOGS.en;
