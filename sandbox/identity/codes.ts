import type { D1Database } from '../kit/env.ts';
import { sixDigitCode } from '../kit/secrets.ts';
import { sha256Hex } from '../../shared/encoding/sha256.ts';
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

/**
 * Compares, counts a wrong try and spends a right code in one conditional UPDATE, so parallel
 * guesses are checked one after another and none is compared once five have failed or the code
 * is spent. (Comparing SHA-256 hex in SQL is not constant-time; timing tells nothing about the
 * six digits behind a hash.)
 */
export async function checkCode(db: D1Database, flowId: string, code: string): Promise<CodeCheck> {
  const now = iso(Date.now());
  const checked = await db
    .prepare(
      `UPDATE identity_codes
         SET attempts = attempts + (code_hash <> ?2), used_at = CASE WHEN code_hash = ?2 THEN ?3 END
       WHERE flow_id = ?1 AND used_at IS NULL AND attempts < ?4 AND expires_at > ?3
       RETURNING code_hash = ?2 AS matched, identity_id`,
    )
    .bind(flowId, await hashOf(flowId, code.trim()), now, MAX_CODE_ATTEMPTS)
    .first<{ matched: number; identity_id: string }>();
  if (checked)
    return checked.matched ? { outcome: 'valid', identityId: checked.identity_id } : { outcome: 'invalid' };
  const expired = await db
    .prepare(
      'SELECT 1 FROM identity_codes WHERE flow_id = ? AND used_at IS NULL AND attempts < ? AND expires_at <= ?',
    )
    .bind(flowId, MAX_CODE_ATTEMPTS, now)
    .first();
  return { outcome: expired ? 'expired' : 'invalid' };
}
