import type { D1Database } from './env.ts';
import { sandboxMs, sandboxStamp } from './clock.ts';

interface Mail {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

type OutgoingMail = Omit<Mail, 'createdAt'> & { kind?: string };

/** The sandbox's mail: stored, never sent, readable at /__dev/mailbox. */
export async function sendMail(db: D1Database, mail: OutgoingMail): Promise<void> {
  await db
    .prepare('INSERT INTO outbox (to_address, subject, text, created_at, kind) VALUES (?, ?, ?, ?, ?)')
    .bind(mail.to, mail.subject, mail.text, sandboxStamp(), mail.kind ?? null)
    .run();
}

/** How many mails of one kind an address may get in a window. */
export interface MailLimit {
  count: number;
  windowMs: number;
}

/**
 * `sendMail`, while the address has had fewer than `limit.count` mails of this kind in the window.
 * Counted and written in one statement, so parallel requests cannot all pass the count.
 */
export async function sendMailWithin(
  db: D1Database,
  mail: OutgoingMail & { kind: string },
  limit: MailLimit,
  now = sandboxMs(),
): Promise<boolean> {
  const { meta } = await db
    .prepare(
      `INSERT INTO outbox (to_address, subject, text, created_at, kind)
       SELECT ?1, ?2, ?3, ?4, ?5
       WHERE (SELECT COUNT(*) FROM outbox WHERE kind = ?5 AND lower(to_address) = lower(?1) AND created_at > ?6) < ?7`,
    )
    .bind(
      mail.to,
      mail.subject,
      mail.text,
      new Date(now).toISOString(),
      mail.kind,
      new Date(now - limit.windowMs).toISOString(),
      limit.count,
    )
    .run();
  return meta.changes > 0;
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
