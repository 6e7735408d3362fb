import { EMAIL_SCORE_THRESHOLD } from '../../shared/auth.ts';
import { browserApi } from '../app/browserApi.ts';

async function hashPrefix(email: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(email.trim().toLowerCase()));
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 8);
}

/** SPEC §5: the e-mail quality check; a score under 3, or a failed call, does not pass. */
export async function emailPassesScore(email: string): Promise<boolean> {
  try {
    const address = email.trim();
    const response = await browserApi(
      `/validation-api/v1/emails/${encodeURIComponent(address)}?hashPrefix=${await hashPrefix(address)}`,
    );
    if (!response.ok) return false;
    const { score } = (await response.json()) as { score?: unknown };
    return typeof score === 'number' && score >= EMAIL_SCORE_THRESHOLD;
  } catch {
    return false;
  }
}
