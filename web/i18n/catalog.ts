import type { TextCatalogue } from '../../shared/site/routeTable.ts';
import { en } from './messages.en.ts';
import { de } from './messages.de.ts';
import { reservationEn } from '../features/reservation/texts.en.ts';
import { reservationDe } from '../features/reservation/texts.de.ts';
import { precheckinEn } from '../features/precheckin/texts.en.ts';
import { precheckinDe } from '../features/precheckin/texts.de.ts';
import { authEn } from '../features/auth/texts.en.ts';
import { authDe } from '../features/auth/texts.de.ts';
import { accountEn } from '../features/account/texts.en.ts';
import { accountDe } from '../features/account/texts.de.ts';
import { wishlistsEn } from '../features/wishlists/texts.en.ts';
import { wishlistsDe } from '../features/wishlists/texts.de.ts';
import { arrivalEn } from '../features/arrival/texts.en.ts';
import { arrivalDe } from '../features/arrival/texts.de.ts';
import { offlineEn } from '../features/offline/texts.en.ts';
import { offlineDe } from '../features/offline/texts.de.ts';
import { passportScanEn } from '../features/passportScan/texts.en.ts';
import { passportScanDe } from '../features/passportScan/texts.de.ts';

/**
 * Every text of the portal by feature and language. A page carries the shared texts and those of
 * its routes' features; TypeScript refuses a German catalogue that lacks an id.
 */
export const FEATURE_CATALOGS = {
  common: { en, de },
  reservation: { en: reservationEn, de: reservationDe },
  precheckin: { en: precheckinEn, de: precheckinDe },
  auth: { en: authEn, de: authDe },
  account: { en: accountEn, de: accountDe },
  wishlists: { en: wishlistsEn, de: wishlistsDe },
  arrival: { en: arrivalEn, de: arrivalDe },
  offline: { en: offlineEn, de: offlineDe },
  scan: { en: passportScanEn, de: passportScanDe },
} satisfies Record<'common' | TextCatalogue, unknown>;

export type Feature = keyof typeof FEATURE_CATALOGS;
export const FEATURES = Object.keys(FEATURE_CATALOGS) as Feature[];

export type MessageId =
  | keyof typeof en
  | keyof typeof reservationEn
  | keyof typeof precheckinEn
  | keyof typeof authEn
  | keyof typeof accountEn
  | keyof typeof wishlistsEn
  | keyof typeof arrivalEn
  | keyof typeof offlineEn
  | keyof typeof passportScanEn;

export function isFeature(value: string): value is Feature {
  return value in FEATURE_CATALOGS;
}
