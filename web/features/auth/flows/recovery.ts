import type { FrontendApi } from '@ory/client';
import type { KratosAnswer } from '../../../../shared/auth/signIn.ts';
import type { Language } from '../../../../shared/i18n/languages.ts';
import { answerOf, csrfTokenOf, dataOrNull } from './identityAnswers.ts';
import { failure, type Outcome } from './outcome.ts';

type RecoveryApi = Pick<FrontendApi, 'getRecoveryFlow' | 'createBrowserRecoveryFlow' | 'updateRecoveryFlow'>;

/** The `flow` parameter of a flow's page address; only the query is read, so any base will do. */
function flowIdFromUrl(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url, 'http://base.invalid').searchParams.get('flow');
  } catch {
    return null;
  }
}

/** Recovery by code: the e-mail is sent (state sent_email); a 422 is accepted silently (SPEC §4). */
export async function startRecovery(
  api: RecoveryApi,
  { email, flowId, lang }: { email: string; flowId: string | null; lang: Language },
): Promise<Outcome<{ flowId: string }>> {
  let flow;
  try {
    flow = flowId ? await dataOrNull(api.getRecoveryFlow({ id: flowId })) : null;
    flow ??= (await api.createBrowserRecoveryFlow({})).data;
  } catch (error) {
    return failure('recovery', error);
  }
  try {
    await api.updateRecoveryFlow({
      flow: flow.id,
      updateRecoveryFlowBody: {
        method: 'code',
        email,
        csrf_token: csrfTokenOf(flow),
        transient_payload: { lang },
      },
    });
  } catch (error) {
    if (answerOf(error).status !== 422) return failure('recovery', error);
  }
  return { ok: true, flowId: flow.id };
}

/** The recovery code: right, the service signs the user in for the new password (422 to settings). */
export async function recover(
  api: RecoveryApi,
  { flowId, code }: { flowId: string; code: string },
): Promise<Outcome<{ settingsFlow: string | null }>> {
  try {
    const flow = (await api.getRecoveryFlow({ id: flowId })).data;
    const { data } = await api.updateRecoveryFlow({
      flow: flow.id,
      updateRecoveryFlowBody: { method: 'code', code, csrf_token: csrfTokenOf(flow) },
    });
    const settings = data.continue_with?.find((item) => item.action === 'show_settings_ui');
    return { ok: true, settingsFlow: settings && 'flow' in settings ? settings.flow.id : null };
  } catch (error) {
    const answer = answerOf(error);
    if (answer.status === 422)
      return {
        ok: true,
        settingsFlow: flowIdFromUrl((answer.data as KratosAnswer | null)?.redirect_browser_to),
      };
    return failure('recovery', error);
  }
}
