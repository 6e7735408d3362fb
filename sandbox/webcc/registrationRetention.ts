import type { D1Database } from '../kit/env.ts';
import { findPrecheckin, registrationDeletionDay, type PrecheckinRow } from './precheckinStore.ts';
import { deleteSignatures } from './travellerSignatures.ts';

const NONE = '[]';

/** Whether the row still holds a registration whose country's period has ended by `today`. */
const due = (row: PrecheckinRow, today: string) =>
  row.registration_deleted_on === null && row.travellers !== NONE && registrationDeletionDay(row) <= today;

/**
 * Deletes the travellers' registration, their signatures with it, once its country's
 * period has ended, keeping only the day it went. The booking's own data (customer, arrival,
 * services) is not the registration.
 */
async function deleteRegistration(db: D1Database, token: string, today: string) {
  await db.batch([
    db
      .prepare(
        'UPDATE precheckins SET travellers = ?, registration_deleted_on = ? WHERE token = ? AND registration_deleted_on IS NULL',
      )
      .bind(NONE, today, token),
    deleteSignatures(db, token),
  ]);
}

/** The pre-check-in as it is on `today`: a registration past its period is deleted before it is read. */
export async function precheckinOnDay(db: D1Database, token: string, today: string) {
  const row = await findPrecheckin(db, token);
  if (!row || !due(row, today)) return row;
  await deleteRegistration(db, token, today);
  return findPrecheckin(db, token);
}

/** Every registration past its period on `today` is deleted (the clock tests move); how many were. */
export async function deleteEndedRegistrations(db: D1Database, today: string): Promise<number> {
  const { results } = await db
    .prepare('SELECT token FROM precheckins WHERE registration_deleted_on IS NULL AND travellers <> ?')
    .bind(NONE)
    .all<{ token: string }>();
  const rows = await Promise.all(results.map(({ token }) => precheckinOnDay(db, token, today)));
  return rows.filter((row) => row?.registration_deleted_on === today).length;
}
