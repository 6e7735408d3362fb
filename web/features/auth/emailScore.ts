import { emailScoreCall } from '../../../shared/upstream/calls/emailScore.ts';
import { callTo } from '../../../shared/upstream/callPath.ts';
import { EMAIL_SCORE_THRESHOLD } from '../../../shared/auth/signIn.ts';
import { lazySchemas } from '../../platform/api/lazySchemas.ts';
import { emailHashPrefix } from '../../../shared/account/emailHash.ts';
import { browserApi } from '../../platform/api/browserApi.ts';
import { upstream } from '../../platform/api/upstream.ts';

const schema = lazySchemas(() => import('../../../shared/auth/schemas/emailScore.ts'));

/** SPEC §5: the e-mail quality check; a score under 3, or a failed call, does not pass. */
export async function emailPassesScore(email: string): Promise<boolean> {
  try {
    const address = email.trim();
    const { score } = await upstream(browserApi)({
      to: callTo(emailScoreCall, { email: address }, { hashPrefix: await emailHashPrefix(address) }),
      answer: schema('emailScoreSchema'),
    });
    return score >= EMAIL_SCORE_THRESHOLD;
  } catch {
    return false;
  }
}
