import type { Submit } from './context.ts';
import { text } from './body.ts';
import { withUi } from './flows.ts';
import { flowAnswer } from './respond.ts';
import { markVerified } from './identities.ts';
import { noStrategy } from './login.ts';
import { checkCodeStep, sendCode } from './codeStep.ts';
import type { UiText } from './flowTypes.ts';

export const CODE_SENT: UiText = {
  id: 1080003,
  text: 'An email containing a verification code has been sent to the email address you provided. If you have not received an email, check the spelling of the address and make sure to use the address you registered with.',
  type: 'info',
};

const VERIFIED: UiText = {
  id: 1080002,
  text: 'You successfully verified your email address.',
  type: 'success',
};

const MESSAGES = {
  invalid: {
    id: 4070006,
    text: 'The verification code is invalid or has already been used. Please try again.',
    type: 'error',
  },
  expired: {
    id: 4070005,
    text: 'The verification code has expired. Please request a new code.',
    type: 'error',
  },
} satisfies Record<string, UiText>;

/** `POST /self-service/verification`: send a code to an address, or check the code. */
export async function submitVerification(s: Submit): Promise<Response> {
  const { c, db, flow, body } = s;
  if (text(body.method) !== 'code') {
    return flowAnswer(
      c,
      db,
      withUi(flow, { messages: [noStrategy(4010006, 'verify your account with')] }),
      400,
    );
  }
  // A code wins over the address: the code form also carries the address (for "resend").
  if (text(body.code)) {
    const checked = await checkCodeStep(s, MESSAGES);
    if ('answer' in checked) return checked.answer;
    await markVerified(db, checked.identity.id);
    return flowAnswer(c, db, withUi({ ...flow, state: 'passed_challenge' }, { messages: [VERIFIED] }), 200);
  }
  // Unknown addresses get no mail (Kratos' default: no notice to unknown recipients).
  return sendCode(s, 'verification', CODE_SENT, async () => undefined);
}
