import type { FrontendApi, SettingsFlow } from '@ory/client';
import { csrfTokenOf, dataOrNull } from './identityAnswers.ts';
import { failure, type Outcome } from './outcome.ts';

type SettingsApi = Pick<FrontendApi, 'getSettingsFlow' | 'createBrowserSettingsFlow' | 'updateSettingsFlow'>;

/**
 * The settings flow the new password goes to: the one recovery opened, else a new one. Throws when
 * none can start, which sends the user back to the code step (SPEC §4).
 */
export async function settingsFlow(api: SettingsApi, flowId: string | null): Promise<SettingsFlow> {
  if (flowId) {
    const existing = await dataOrNull(api.getSettingsFlow({ id: flowId }));
    if (existing) return existing;
  }
  return (await api.createBrowserSettingsFlow({})).data;
}

/** SPEC §4: the settings flow must end in state success, otherwise resetError. */
export async function resetPassword(
  api: SettingsApi,
  { flowId, password }: { flowId: string; password: string },
): Promise<Outcome> {
  try {
    const flow = (await api.getSettingsFlow({ id: flowId })).data;
    const { data } = await api.updateSettingsFlow({
      flow: flow.id,
      updateSettingsFlowBody: { method: 'password', password, csrf_token: csrfTokenOf(flow) },
    });
    return data.state === 'success' ? { ok: true } : { ok: false, key: 'resetError' };
  } catch (error) {
    const refused = failure('settings', error);
    // Only a breached password is the user's to fix here; anything else restarts at the code.
    return { ...refused, key: refused.key === 'databreachError' ? refused.key : 'resetError' };
  }
}
