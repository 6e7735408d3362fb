import type { D1Database } from './env.ts';

interface Mail {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** The sandbox's mail: stored, never sent, readable at /__dev/mailbox. */
export async function sendMail(db: D1Database, mail: Omit<Mail, 'createdAt'>): Promise<void> {
  await db
    .prepare('INSERT INTO outbox (to_address, subject, text, created_at) VALUES (?, ?, ?, ?)')
    .bind(mail.to, mail.subject, mail.text, new Date().toISOString())
    .run();
}

export async function listMail(db: D1Database, limit = 100): Promise<Mail[]> {
  const { results } = await db
    .prepare(
      'SELECT to_address AS "to", subject, text, created_at AS createdAt FROM outbox ORDER BY id DESC LIMIT ?',
    )
    .bind(limit)
    .all<Mail>();
  return results;
}
