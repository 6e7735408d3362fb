import { describe, expect, it } from 'vitest';
import { resetPassword, settingsFlow } from './settings.ts';
import {
  answers,
  fakeIdentityApi,
  kratosError,
  locationChange,
  RECORDED_CSRF_TOKEN,
  RECORDED_FLOW_ID,
  recorded,
  refuses,
  unreachable,
} from './fakeIdentityApi.ts';

const INITIAL = 'settings/all-methods/initial-form.json';
const GONE = kratosError(410, 'self_service_flow_expired', 'The settings flow has expired.');

/** The settings form refusing the password with the message Kratos gives a weak one. */
function passwordRefused() {
  const [message] = recorded('registration/two-step/password/password-validation-error.json').ui.nodes.find(
    (node) => node.attributes.name === 'password',
  )!.messages;
  const flow = recorded(INITIAL);
  const nodes = flow.ui.nodes.map((node) =>
    node.attributes.name === 'password' ? { ...node, messages: [message] } : node,
  );
  return { ...flow, ui: { ...flow.ui, nodes } };
}

describe('the settings flow for the new password (SPEC §4)', () => {
  it('continues the flow recovery opened', async () => {
    const flow = recorded(INITIAL);
    const api = fakeIdentityApi({ getSettingsFlow: answers(flow), createBrowserSettingsFlow: unreachable });
    expect(await settingsFlow(api, RECORDED_FLOW_ID)).toEqual(flow);
  });

  it.each([
    ['that flow is gone', 'settings-gone'],
    ['there is none', null],
  ])('starts a new one when %s', async (_, flowId) => {
    const flow = recorded(INITIAL);
    const api = fakeIdentityApi({
      getSettingsFlow: refuses(410, GONE),
      createBrowserSettingsFlow: answers(flow),
    });
    expect(await settingsFlow(api, flowId)).toEqual(flow);
  });

  it('fails when none can start, which sends the user back to the code', async () => {
    const api = fakeIdentityApi({
      createBrowserSettingsFlow: refuses(401, kratosError(401, 'session_inactive', 'No active session.')),
    });
    await expect(settingsFlow(api, null)).rejects.toThrow();
  });
});

describe('resetting the password (SPEC §4)', () => {
  const password = 'Harbour-Lights-77';

  it('succeeds on state success, sending the password with the CSRF token', async () => {
    const api = fakeIdentityApi({
      getSettingsFlow: answers(recorded(INITIAL)),
      updateSettingsFlow: answers(recorded('settings/all-methods/change-password.json')),
    });
    expect(await resetPassword(api, { flowId: RECORDED_FLOW_ID, password })).toEqual({ ok: true });
    expect(api.updateSettingsFlow).toHaveBeenCalledWith({
      flow: RECORDED_FLOW_ID,
      updateSettingsFlowBody: { method: 'password', password, csrf_token: RECORDED_CSRF_TOKEN },
    });
  });

  it('any other state is resetError', async () => {
    const api = fakeIdentityApi({
      getSettingsFlow: answers(recorded(INITIAL)),
      updateSettingsFlow: answers(recorded(INITIAL)),
    });
    expect(await resetPassword(api, { flowId: RECORDED_FLOW_ID, password })).toEqual({
      ok: false,
      key: 'resetError',
    });
  });

  it('a password refused on its node is databreachError, for the user to change', async () => {
    const api = fakeIdentityApi({
      getSettingsFlow: answers(recorded(INITIAL)),
      updateSettingsFlow: refuses(400, passwordRefused()),
    });
    expect(await resetPassword(api, { flowId: RECORDED_FLOW_ID, password })).toEqual({
      ok: false,
      key: 'databreachError',
    });
  });

  it.each([
    [
      'a session too old',
      refuses(403, kratosError(403, 'session_refresh_required', 'Please re-authenticate.')),
    ],
    ['a flow that is gone', refuses(410, GONE)],
    ['no answer', unreachable],
  ])('%s is resetError', async (_, answer) => {
    const api = fakeIdentityApi({ getSettingsFlow: answers(recorded(INITIAL)), updateSettingsFlow: answer });
    expect(await resetPassword(api, { flowId: RECORDED_FLOW_ID, password })).toEqual({
      ok: false,
      key: 'resetError',
    });
  });

  it('a refusal that sends the browser elsewhere is resetError and names the target', async () => {
    const to = 'https://id.portal.test/self-service/login/browser?refresh=true';
    const api = fakeIdentityApi({
      getSettingsFlow: answers(recorded(INITIAL)),
      updateSettingsFlow: refuses(422, locationChange(to)),
    });
    expect(await resetPassword(api, { flowId: RECORDED_FLOW_ID, password })).toEqual({
      ok: false,
      key: 'resetError',
      redirectTo: to,
    });
  });
});
