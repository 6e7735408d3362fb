import { env, SELF } from 'cloudflare:test';
import { beforeAll } from 'vitest';
import { ORIGIN, type Json } from './testBrowser.ts';

/** Test helpers for what the sandbox holds: its seed, its mailbox, and the age of its rows. */

const mailbox = async (): Promise<Json[]> => (await SELF.fetch(`${ORIGIN}/__dev/mailbox.json`)).json();

/** The newest mail to an address, and the six-digit code in it. */
export async function latestMail(
  to: string,
): Promise<{ subject: string; text: string; code: string | undefined }> {
  const mail = (await mailbox()).find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return { subject: mail.subject, text: mail.text, code: /\b(\d{6})\b/.exec(mail.text)?.[1] };
}

export async function mailCount(to: string): Promise<number> {
  return (await mailbox()).filter((m) => m.to === to).length;
}

/**
 * The demo data as seeded, with an empty outbox. The answer is read to its end (an unread body
 * can hang a later test in the Workers pool), and a failed reset stops the test.
 */
export async function resetSandbox(): Promise<void> {
  const reset = await SELF.fetch(`${ORIGIN}/__dev/reset`, { method: 'POST' });
  await reset.arrayBuffer();
  if (!reset.ok) throw new Error(`The sandbox's reset answered ${reset.status}`);
}

/** Gives the file's tests the freshly seeded sandbox: test files share one D1 and would see each other's rows. */
export function startFromSeededSandbox() {
  beforeAll(async () => {
    await resetSandbox();
  });
}

/** Ages a row in D1 (flows, codes, sessions): the clock seam of these tests. */
export async function age(table: string, column: string, id: string, ms: number, key = 'id'): Promise<void> {
  await env.SANDBOX_DB.prepare(`UPDATE ${table} SET ${column} = ? WHERE ${key} = ?`)
    .bind(new Date(Date.now() - ms).toISOString(), id)
    .run();
}

/** The sandbox's clock (sandbox/kit/clock.ts) `days` ahead of today; `/__dev/reset` sets it back. */
export async function moveSandboxClock(days: number): Promise<void> {
  const moved = await SELF.fetch(`${ORIGIN}/__dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ days }),
  });
  await moved.arrayBuffer();
  if (!moved.ok) throw new Error(`The sandbox's clock answered ${moved.status}`);
}
