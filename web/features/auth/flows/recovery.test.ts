import { describe, expect, it } from 'vitest';
import { recover, startRecovery } from './recovery.ts';
import {
  answers,
  fakeIdentityApi,
  kratosError,
  locationChange,
  RECORDED_CSRF_TOKEN,
  RECORDED_FLOW_ID,
  recorded,
  refuses,
  SESSION_ALREADY_AVAILABLE,
  unreachable,
} from './fakeIdentityApi.ts';

const INITIAL = 'recovery/code/initial-form.json';
const SENT = 'recovery/code/sent-code.json';
const EXPIRED = kratosError(410, 'self_service_flow_expired', 'The recovery flow has expired.');
const input = { email: 'anna@example.com', flowId: null, lang: 'en' as const };

describe('starting a recovery (SPEC §4)', () => {
  it('sends the address, its language and the CSRF token; the code goes out by e-mail', async () => {
    const api = fakeIdentityApi({
      createBrowserRecoveryFlow: answers(recorded(INITIAL)),
      updateRecoveryFlow: answers(recorded(SENT)),
    });
    expect(await startRecovery(api, input)).toEqual({ ok: true, flowId: RECORDED_FLOW_ID });
    expect(api.updateRecoveryFlow).toHaveBeenCalledWith({
      flow: RECORDED_FLOW_ID,
      updateRecoveryFlowBody: {
        method: 'code',
        email: input.email,
        csrf_token: RECORDED_CSRF_TOKEN,
        transient_payload: { lang: 'en' },
      },
    });
  });

  it('sends a new code in the flow it is given, or in a new one when that is gone', async () => {
    const kept = fakeIdentityApi({
      getRecoveryFlow: answers(recorded(SENT)),
      updateRecoveryFlow: answers(recorded(SENT)),
    });
    expect(await startRecovery(kept, { ...input, flowId: RECORDED_FLOW_ID })).toEqual({
      ok: true,
      flowId: RECORDED_FLOW_ID,
    });
    const gone = fakeIdentityApi({
      getRecoveryFlow: refuses(410, EXPIRED),
      createBrowserRecoveryFlow: answers(recorded(INITIAL)),
      updateRecoveryFlow: answers(recorded(SENT)),
    });
    expect(await startRecovery(gone, { ...input, flowId: 'flow-gone' })).toEqual({
      ok: true,
      flowId: RECORDED_FLOW_ID,
    });
    expect(gone.createBrowserRecoveryFlow).toHaveBeenCalledOnce();
  });

  it('accepts a 422 silently', async () => {
    const api = fakeIdentityApi({
      createBrowserRecoveryFlow: answers(recorded(INITIAL)),
      updateRecoveryFlow: refuses(422, locationChange('https://id.portal.test/recovery?flow=x')),
    });
    expect(await startRecovery(api, input)).toEqual({ ok: true, flowId: RECORDED_FLOW_ID });
  });

  it('a refused address (missing) is unknownError', async () => {
    const api = fakeIdentityApi({
      createBrowserRecoveryFlow: answers(recorded(INITIAL)),
      updateRecoveryFlow: refuses(400, recorded('recovery/code/missing-email.json')),
    });
    expect(await startRecovery(api, input)).toEqual({ ok: false, key: 'unknownError' });
  });

  it('signed in already: sessionExistsError, which closes the modal', async () => {
    const api = fakeIdentityApi({ createBrowserRecoveryFlow: refuses(400, SESSION_ALREADY_AVAILABLE) });
    expect(await startRecovery(api, input)).toEqual({ ok: false, key: 'sessionExistsError' });
  });

  it('without a flow, noRecoverFlowError', async () => {
    const api = fakeIdentityApi({ createBrowserRecoveryFlow: unreachable });
    expect(await startRecovery(api, input)).toEqual({ ok: false, key: 'noRecoverFlowError' });
  });
});

describe('the recovery code (SPEC §4, §5)', () => {
  const code = '654321';

  it('right: the browser is to go to the settings flow (422), whose id comes next', async () => {
    const api = fakeIdentityApi({
      getRecoveryFlow: answers(recorded(SENT)),
      updateRecoveryFlow: refuses(422, locationChange('https://id.portal.test/settings?flow=settings-1')),
    });
    expect(await recover(api, { flowId: RECORDED_FLOW_ID, code })).toEqual({
      ok: true,
      settingsFlow: 'settings-1',
    });
    expect(api.updateRecoveryFlow).toHaveBeenCalledWith({
      flow: RECORDED_FLOW_ID,
      updateRecoveryFlowBody: { method: 'code', code, csrf_token: RECORDED_CSRF_TOKEN },
    });
  });

  it('right, answered with the settings flow to show', async () => {
    const api = fakeIdentityApi({
      getRecoveryFlow: answers(recorded(SENT)),
      updateRecoveryFlow: answers({
        ...recorded(SENT),
        state: 'passed_challenge',
        continue_with: [
          { action: 'show_settings_ui', flow: { id: 'settings-2', url: 'https://id.test/settings' } },
        ],
      }),
    });
    expect(await recover(api, { flowId: RECORDED_FLOW_ID, code })).toEqual({
      ok: true,
      settingsFlow: 'settings-2',
    });
  });

  it('wrong: invalidCode', async () => {
    const api = fakeIdentityApi({
      getRecoveryFlow: answers(recorded(SENT)),
      updateRecoveryFlow: refuses(400, recorded('recovery/code/wrong-code.json')),
    });
    expect(await recover(api, { flowId: RECORDED_FLOW_ID, code })).toEqual({ ok: false, key: 'invalidCode' });
  });

  it('an expired flow reads as an expired code', async () => {
    const api = fakeIdentityApi({ getRecoveryFlow: refuses(410, EXPIRED) });
    expect(await recover(api, { flowId: RECORDED_FLOW_ID, code })).toEqual({ ok: false, key: 'expiredCode' });
  });
});
