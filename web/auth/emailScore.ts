import { EMAIL_SCORE_THRESHOLD } from '../../shared/auth.ts';
import { browserApi } from '../app/browserApi.ts';
import { emailHashPrefix } from '../../shared/emailHash.ts';

/** SPEC §5: the e-mail quality check; a score under 3, or a failed call, does not pass. */
export async function emailPassesScore(email: string): Promise<boolean> {
  try {
    const address = email.trim();
    const response = await browserApi(
      `/validation-api/v1/emails/${encodeURIComponent(address)}?hashPrefix=${await emailHashPrefix(address)}`,
    );
    if (!response.ok) return false;
    const { score } = (await response.json()) as { score?: unknown };
    return typeof score === 'number' && score >= EMAIL_SCORE_THRESHOLD;
  } catch {
    return false;
  }
}
