import type { Context } from 'hono';
import type { D1Database } from '../kit/env.ts';
import { offeredDocuments } from '../../shared/reservation/voucher.ts';
import { findAccommodation, nightsOf, type ReservationRow } from './reservationStore.ts';
import { pdfDocument } from './pdf.ts';
import { inLanguage, languageOr, type Localised } from '../i18n/inLanguage.ts';

const TITLES: Record<string, Localised> = {
  invoice: { en: 'Invoice', de: 'Rechnung' },
  voucher: { en: 'Travel voucher', de: 'Reiseunterlagen' },
};
const PERSONS: Localised = { en: '{count} persons', de: '{count} Personen' };
const STATE: Localised = { en: 'State: {state}', de: 'Status: {state}' };

/** A booking document (SPEC §3: each with a name) as a PDF download; 404 for a name it lacks. */
export async function documentDownload(
  c: Context,
  db: D1Database,
  row: ReservationRow,
  name: string,
): Promise<Response> {
  const documents = JSON.parse(row.documents) as { name: string }[];
  const offered = offeredDocuments({ state: row.state, documents }).some((d) => d.name === name);
  if (!offered) return c.json({ error: 'not_found', message: 'document not found' }, 404);
  const lang = languageOr(row.language);
  const accommodation = await findAccommodation(db, row.accommodation_code);
  const title = `${TITLES[name] ? inLanguage(TITLES[name], lang) : name} ${row.number}`;
  const pdf = pdfDocument(title, [
    accommodation
      ? `${accommodation.name}, ${accommodation.street}, ${accommodation.zip} ${accommodation.place}`
      : '',
    `${row.checkin} - ${row.checkout} (${nightsOf(row)})`,
    inLanguage(PERSONS, lang, { count: row.adults + row.children + row.babies }),
    inLanguage(STATE, lang, { state: row.state }),
  ]);
  return new Response(pdf, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${name}-${row.number}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
