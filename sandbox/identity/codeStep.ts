import type { Submit } from './context.ts';
import { objectOf, text } from './body.ts';
import { withUi } from './flows.ts';
import { flowAnswer } from './respond.ts';
import { missing } from './nodes.ts';
import { EMAIL_PATTERN, findIdentityByEmail, type IdentityRow } from './identities.ts';
import { invalidEmail } from './traits.ts';
import { isLang, type FlowRow, type Lang, type UiText } from './flowTypes.ts';
import { checkCode, issueCode } from './codes.ts';
import { mailCode } from './mails.ts';
import { RULES, refusedByLimits } from './rateLimits.ts';
import { clientOf } from '../kit/clientAddress.ts';

/**
 * What recovery and verification share: an e-mail step that (re)sends a code, and a code step
 * that checks it. Unknown addresses get the same answer as known ones.
 */

export const transientLang = (flow: FlowRow): Lang | undefined => {
  const lang = flow.transient_payload ? objectOf(JSON.parse(flow.transient_payload)).lang : undefined;
  return isLang(lang) ? lang : undefined;
};

/** Validates the address, moves the flow to `sent_email` and mails a code if an identity has it. */
export async function sendCode(
  s: Submit,
  kind: 'recovery' | 'verification',
  sent: UiText,
  onUnknown: (address: string, flow: FlowRow) => Promise<void>,
): Promise<Response> {
  const { c, db, body } = s;
  const email = text(body.email).trim();
  let flow = s.flow;
  const transient = objectOf(body.transient_payload);
  if (Object.keys(transient).length) flow = { ...flow, transient_payload: JSON.stringify(transient) };
  if (!email) return flowAnswer(c, db, withUi(flow, { nodeMessages: { email: [missing('email')] } }), 400);
  if (!EMAIL_PATTERN.test(email)) {
    return flowAnswer(
      c,
      db,
      withUi(flow, { values: { email }, nodeMessages: { email: [invalidEmail(email)] } }),
      400,
    );
  }
  const limits = await refusedByLimits(c, db, flow.type === 'browser', [
    [RULES.codeSendPerClient, clientOf(c)],
    [RULES.codeSendPerAddress, email],
  ]);
  if ('refused' in limits) return limits.refused;
  const identity = await findIdentityByEmail(db, email);
  flow = { ...flow, state: 'sent_email', address: email, identity_id: identity?.id ?? null };
  if (identity) {
    const code = await issueCode(db, flow.id, identity.id);
    await mailCode(db, kind, identity.email, identity.lang ?? transientLang(flow) ?? 'en', code);
  } else {
    // A code sent earlier in this flow must not outlive a change of address.
    await db.prepare('DELETE FROM identity_codes WHERE flow_id = ?').bind(flow.id).run();
    await onUnknown(email, flow);
  }
  return flowAnswer(c, db, withUi(flow, { messages: [sent] }), 200);
}

interface CodeMessages {
  invalid: UiText;
  expired: UiText;
}

/** Checks a code; on failure answers 400 with the flow, on success hands over the identity. */
export async function checkCodeStep(
  s: Submit,
  messages: CodeMessages,
): Promise<{ answer: Response } | { identity: IdentityRow }> {
  const { c, db, flow, body } = s;
  const code = text(body.code).trim();
  if (!code) {
    return {
      answer: await flowAnswer(c, db, withUi(flow, { nodeMessages: { code: [missing('code')] } }), 400),
    };
  }
  const limits = await refusedByLimits(c, db, flow.type === 'browser', [
    [RULES.codeCheckPerClient, clientOf(c)],
  ]);
  if ('refused' in limits) return { answer: limits.refused };
  const result = await checkCode(db, flow.id, code);
  const identity =
    result.outcome === 'valid' && flow.address ? await findIdentityByEmail(db, flow.address) : null;
  if (result.outcome !== 'valid' || !identity) {
    const message = result.outcome === 'expired' ? messages.expired : messages.invalid;
    return { answer: await flowAnswer(c, db, withUi(flow, { messages: [message] }), 400) };
  }
  return { identity };
}
