import type { D1Database } from '../env.ts';
import { timingSafeEqual } from 'hono/utils/buffer';
import { sixDigitCode } from '../secrets.ts';
import { sha256Hex } from '../../shared/sha256.ts';
import { CODE_TTL_MS, iso, MAX_CODE_ATTEMPTS } from './time.ts';

/**
 * One-time codes of recovery and verification: six digits, only a hash kept, 15 minutes, spent
 * after five wrong tries. A new code for the flow replaces the old one and its tries.
 */

const hashOf = (flowId: string, code: string) => sha256Hex(`${flowId}:${code}`);

export async function issueCode(db: D1Database, flowId: string, identityId: string): Promise<string> {
  const code = sixDigitCode();
  const now = Date.now();
  await db
    .prepare(
      `INSERT OR REPLACE INTO identity_codes (flow_id, identity_id, code_hash, attempts, used_at, expires_at, created_at)
       VALUES (?, ?, ?, 0, NULL, ?, ?)`,
    )
    .bind(flowId, identityId, await hashOf(flowId, code), iso(now + CODE_TTL_MS), iso(now))
    .run();
  return code;
}

type CodeCheck = { outcome: 'valid'; identityId: string } | { outcome: 'invalid' | 'expired' };

interface CodeRow {
  identity_id: string;
  code_hash: string;
  attempts: number;
  used_at: string | null;
  expires_at: string;
}

export async function checkCode(db: D1Database, flowId: string, code: string): Promise<CodeCheck> {
  const row = await db
    .prepare(
      'SELECT identity_id, code_hash, attempts, used_at, expires_at FROM identity_codes WHERE flow_id = ?',
    )
    .bind(flowId)
    .first<CodeRow>();
  if (!row || row.used_at || row.attempts >= MAX_CODE_ATTEMPTS) return { outcome: 'invalid' };
  if (Date.parse(row.expires_at) <= Date.now()) return { outcome: 'expired' };
  if (!(await timingSafeEqual(await hashOf(flowId, code.trim()), row.code_hash))) {
    await db
      .prepare('UPDATE identity_codes SET attempts = attempts + 1 WHERE flow_id = ?')
      .bind(flowId)
      .run();
    return { outcome: 'invalid' };
  }
  // Spent once used; the update only counts if no parallel request spent it first.
  const spent = await db
    .prepare('UPDATE identity_codes SET used_at = ? WHERE flow_id = ? AND used_at IS NULL')
    .bind(iso(Date.now()), flowId)
    .run();
  return spent.meta.changes === 1
    ? { outcome: 'valid', identityId: row.identity_id }
    : { outcome: 'invalid' };
}
