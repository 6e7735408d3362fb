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
const SEED_VERSION = '14';

const seededVersion = async (db: D1Database) =>
  (await db.prepare('SELECT value FROM sandbox_meta WHERE key = ?').bind(MARKER).first<{ value: string }>())
    ?.value;

/**
 * The seeding under way, or the last one, per database. A seed or a reset runs only after the one
 * before it, and every request waits for the one under way: the first requests of a fresh or
 * outdated sandbox come together (a page's calls, `npm start` reading the demo data), and each
 * seeding on its own wiped what another had just written or raced it on the same rows.
 */
const seeding = new WeakMap<D1Database, Promise<void>>();

function afterTheOneUnderWay(db: D1Database, work: () => Promise<void>): Promise<void> {
  const done = (seeding.get(db) ?? Promise.resolve()).catch(() => undefined).then(work);
  seeding.set(db, done);
  return done;
}

/** Seeds the demo data once per seed version, before the request goes on. */
export async function ensureSeeded(db: D1Database): Promise<void> {
  await seeding.get(db)?.catch(() => undefined);
  if ((await seededVersion(db)) === SEED_VERSION) return;
  await afterTheOneUnderWay(db, async () => {
    if ((await seededVersion(db)) === SEED_VERSION) return;
    try {
      await wipeAndSeed(db);
    } catch (error) {
      // Another isolate's seeding of the same version may have come first: its data stands.
      if ((await seededVersion(db)) !== SEED_VERSION) throw error;
    }
  });
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

/** The demo data anew, new tokens and all, once the seeding under way is done. */
export function resetSandbox(db: D1Database): Promise<void> {
  return afterTheOneUnderWay(db, () => wipeAndSeed(db));
}

/**
 * Every table emptied and seeded in one batch, which D1 runs as one transaction: a request sees the
 * old data or the new, never none, and seeding twice leaves one seed, whatever was there before.
 */
async function wipeAndSeed(db: D1Database): Promise<void> {
  const now = sandboxNow();
  const today = startOfDay(now);
  const accounts = await accountStatements(db);
  await db.batch([
    ...TABLES_CHILD_FIRST.map((table) => db.prepare(`DELETE FROM ${table}`)),
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
  await mailReadyArrivals(db, {});
}
