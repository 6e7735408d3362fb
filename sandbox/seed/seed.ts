import type { D1Database } from '../kit/env.ts';
import { sandboxNow } from '../kit/clock.ts';
import { startOfDay } from '../kit/days.ts';
import { SEED_PARTNERS } from '../webcc/partners.ts';
import { accountStatements, IDENTITY_TABLES_CHILD_FIRST } from '../identity/seedAccounts.ts';
import { guestworldUserStatements } from '../guestworld/seedUsers.ts';
import { wishlistStatements } from '../guestworld/seedWishlists.ts';
import { RESERVATIONS } from './demoReservations.ts';
import { REDIRECT_PAGES } from './demoConfPages.ts';
import { accommodationStatements } from './accommodationRows.ts';
import { reservationStatements } from './reservationRows.ts';
import { reviewStatements } from './reviewRows.ts';
import { precheckinStatements } from './precheckinRows.ts';
import { arrivalStatements } from './arrivalRows.ts';
import { mailReadyArrivals } from '../webcc/arrivalReadyMails.ts';

/**
 * Seeding the demo data: the data is in the demo*.ts files beside this one, the rows each table
 * gets in the *Rows.ts files. Days are counted from the sandbox clock's today (sandbox/kit/clock.ts).
 */

const MARKER = 'seeded';
/** Raise it whenever the demo data changes: a sandbox seeded by an older version is seeded again. */
const SEED_VERSION = '12';

const seededVersion = async (db: D1Database) =>
  (await db.prepare('SELECT value FROM sandbox_meta WHERE key = ?').bind(MARKER).first<{ value: string }>())
    ?.value;

/**
 * Seeds the demo data once per seed version; concurrent first requests race on the marker and
 * only one batch commits.
 */
export async function ensureSeeded(db: D1Database): Promise<void> {
  const version = await seededVersion(db);
  if (version === SEED_VERSION) return;
  try {
    if (version === undefined) await seed(db);
    else await resetSandbox(db);
  } catch (error) {
    if ((await seededVersion(db)) !== SEED_VERSION) throw error;
  }
}

const TABLES_CHILD_FIRST = [
  ...IDENTITY_TABLES_CHILD_FIRST,
  'push_messages',
  'push_test_subscriptions',
  'reservation_arrivals',
  'accommodation_arrivals',
  'precheckin_invites',
  'traveller_signatures',
  'precheckins',
  'partners',
  'token_misses',
  'reviews',
  'payments',
  'refunds',
  'authcodes',
  'reservation_services',
  'reservations',
  'service_catalogue',
  'accommodations',
  'conf_pages',
  'outbox',
  'sandbox_meta',
];

export async function resetSandbox(db: D1Database): Promise<void> {
  await db.batch(TABLES_CHILD_FIRST.map((table) => db.prepare(`DELETE FROM ${table}`)));
  await seed(db);
}

async function seed(db: D1Database): Promise<void> {
  const now = sandboxNow();
  const today = startOfDay(now);
  const accounts = await accountStatements(db);
  await db.batch([
    ...accounts,
    ...accommodationStatements(db),
    ...reservationStatements(db, today, now),
    ...reviewStatements(db, today),
    ...precheckinStatements(db, today, now),
    ...arrivalStatements(db, RESERVATIONS),
    ...guestworldUserStatements(db, today, now),
    ...wishlistStatements(db),
    ...SEED_PARTNERS.map((p) =>
      db
        .prepare(
          'INSERT INTO partners (id, name, direct_encashment, language, salesoffice) VALUES (?, ?, ?, ?, ?)',
        )
        .bind(p.id, p.name, p.directEncashment ? 1 : 0, p.language, p.salesoffice),
    ),
    ...REDIRECT_PAGES.map((page) =>
      db
        .prepare('INSERT INTO conf_pages (path, pagetype, body) VALUES (?, ?, ?)')
        .bind(page.path, 'redirect', JSON.stringify(page.body)),
    ),
    db.prepare('INSERT INTO sandbox_meta (key, value) VALUES (?, ?)').bind(MARKER, SEED_VERSION),
  ]);
  // A code that shows at the seed was mailed before the demo began: only a later reveal mails.
  await mailReadyArrivals(db, { quiet: true });
}
