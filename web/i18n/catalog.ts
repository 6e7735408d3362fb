import { en } from './messages.en.ts';
import { de } from './messages.de.ts';
import { reservationEn } from './reservation.en.ts';
import { reservationDe } from './reservation.de.ts';
import { precheckinEn } from './precheckin.en.ts';
import { precheckinDe } from './precheckin.de.ts';

/** Every text of the portal by language; TypeScript refuses a German catalogue that lacks an id. */
export const CATALOGS = {
  en: { ...en, ...reservationEn, ...precheckinEn },
  de: { ...de, ...reservationDe, ...precheckinDe },
};

export type MessageId = keyof typeof CATALOGS.en;
