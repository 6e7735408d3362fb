import { describe, expect, it } from 'vitest';
import { sendVerificationCode, verify } from './verification.ts';
import {
  answers,
  fakeIdentityApi,
  kratosError,
  RECORDED_CSRF_TOKEN,
  RECORDED_FLOW_ID,
  recorded,
  refuses,
} from './fakeIdentityApi.ts';

const INITIAL = 'verification/code/initial-form.json';
const SENT = 'verification/code/sent-code.json';
const EXPIRED = kratosError(410, 'self_service_flow_expired', 'The verification flow has expired.');
const email = 'new.guest@example.com';

describe('sending a verification code (SPEC §4)', () => {
  it('continues the flow it is given and sends the address with its CSRF token', async () => {
    const api = fakeIdentityApi({
      getVerificationFlow: answers(recorded(INITIAL)),
      createBrowserVerificationFlow: answers(recorded(INITIAL)),
      updateVerificationFlow: answers(recorded(SENT)),
    });
    expect(await sendVerificationCode(api, { flowId: RECORDED_FLOW_ID, email })).toEqual({
      ok: true,
      flowId: RECORDED_FLOW_ID,
    });
    expect(api.getVerificationFlow).toHaveBeenCalledWith({ id: RECORDED_FLOW_ID });
    expect(api.createBrowserVerificationFlow).not.toHaveBeenCalled();
    expect(api.updateVerificationFlow).toHaveBeenCalledWith({
      flow: RECORDED_FLOW_ID,
      updateVerificationFlowBody: { method: 'code', email, csrf_token: RECORDED_CSRF_TOKEN },
    });
  });

  it.each([
    ['is gone', 'flow-gone'],
    ['is unknown here', null],
  ])('starts a new flow when the old one %s', async (_, flowId) => {
    const api = fakeIdentityApi({
      getVerificationFlow: refuses(410, EXPIRED),
      createBrowserVerificationFlow: answers(recorded(INITIAL)),
      updateVerificationFlow: answers(recorded(SENT)),
    });
    expect(await sendVerificationCode(api, { flowId, email })).toEqual({
      ok: true,
      flowId: RECORDED_FLOW_ID,
    });
    expect(api.createBrowserVerificationFlow).toHaveBeenCalledOnce();
  });
});

describe('checking a verification code (SPEC §4, §5)', () => {
  const code = '123456';

  it('passes on state passed_challenge, sending the code with the CSRF token', async () => {
    const api = fakeIdentityApi({
      getVerificationFlow: answers(recorded(SENT)),
      updateVerificationFlow: answers({ ...recorded(SENT), state: 'passed_challenge' }),
    });
    expect(await verify(api, { flowId: RECORDED_FLOW_ID, code })).toEqual({ ok: true });
    expect(api.updateVerificationFlow).toHaveBeenCalledWith({
      flow: RECORDED_FLOW_ID,
      updateVerificationFlowBody: { method: 'code', code, csrf_token: RECORDED_CSRF_TOKEN },
    });
  });

  it.each([
    ['refused', refuses(400, recorded('verification/code/wrong-code.json'))],
    ['answered without passing', answers(recorded('verification/code/wrong-code.json'))],
  ])('a wrong code %s is invalidCode', async (_, answer) => {
    const api = fakeIdentityApi({
      getVerificationFlow: answers(recorded(SENT)),
      updateVerificationFlow: answer,
    });
    expect(await verify(api, { flowId: RECORDED_FLOW_ID, code })).toEqual({ ok: false, key: 'invalidCode' });
  });

  it('an expired flow reads as an expired code', async () => {
    const api = fakeIdentityApi({ getVerificationFlow: refuses(410, EXPIRED) });
    expect(await verify(api, { flowId: RECORDED_FLOW_ID, code })).toEqual({ ok: false, key: 'expiredCode' });
  });
});
