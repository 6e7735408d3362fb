import type { D1Database } from '../kit/env.ts';
import type { Fixtures } from '../../shared/dev/fixtures.ts';
import { DEMO_ACCOUNTS } from '../identity/seedAccounts.ts';
import { DEMO_USERS } from './seedUsers.ts';

/** The demo accounts for /__dev/fixtures.json, each with the booking it may still link. */
export async function accountFixtures(db: D1Database): Promise<Fixtures['accounts']> {
  return Promise.all(
    DEMO_ACCOUNTS.map(async ({ email, password }) => {
      const number = DEMO_USERS.find((user) => user.email === email)?.bookings.find(
        (b) => b.unlinked,
      )?.number;
      const row = number
        ? await db
            .prepare('SELECT token, number, language FROM reservations WHERE number = ?')
            .bind(number)
            .first<{ token: string; number: string; language: string }>()
        : null;
      const linkable = row
        ? { token: row.token, number: row.number, url: `/reservations/${row.token}?lang=${row.language}` }
        : null;
      return { email, password, linkable };
    }),
  );
}
