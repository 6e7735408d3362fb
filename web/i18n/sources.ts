import type { Catalogue } from '../../shared/routes/routeTable.ts';
import { en } from './messages.en.ts';
import { reservationEn } from '../features/reservation/texts.en.ts';
import { precheckinEn } from '../features/precheckin/texts.en.ts';
import { authEn } from '../features/auth/texts.en.ts';
import { accountEn } from '../features/account/texts.en.ts';
import { wishlistsEn } from '../features/wishlists/texts.en.ts';
import { arrivalEn } from '../features/arrival/texts.en.ts';
import { offlineEn } from '../features/offline/texts.en.ts';
import { passportScanEn } from '../features/passportScan/texts.en.ts';
import { accessibilityEn } from '../features/accessibility/texts.en.ts';

/**
 * The English source of every text, by catalogue, and the folder of its translations (one PO file
 * per language there). English is written in TypeScript so that `tsc` checks every id a component
 * asks for; `scripts/i18n/sync.ts` carries changes to it into the PO files translators work in.
 */
export const SOURCES = {
  common: { texts: en, locales: 'web/i18n/locales' },
  reservation: { texts: reservationEn, locales: 'web/features/reservation/locales' },
  precheckin: { texts: precheckinEn, locales: 'web/features/precheckin/locales' },
  auth: { texts: authEn, locales: 'web/features/auth/locales' },
  account: { texts: accountEn, locales: 'web/features/account/locales' },
  wishlists: { texts: wishlistsEn, locales: 'web/features/wishlists/locales' },
  arrival: { texts: arrivalEn, locales: 'web/features/arrival/locales' },
  offline: { texts: offlineEn, locales: 'web/features/offline/locales' },
  scan: { texts: passportScanEn, locales: 'web/features/passportScan/locales' },
  accessibility: { texts: accessibilityEn, locales: 'web/features/accessibility/locales' },
} as const satisfies Record<Catalogue, { texts: Record<string, string>; locales: string }>;

export type { Catalogue };

export type MessageId = {
  [C in Catalogue]: keyof (typeof SOURCES)[C]['texts'];
}[Catalogue];
