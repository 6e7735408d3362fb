import type { FrontendApi } from '@ory/client';
import { csrfTokenOf, dataOrNull } from './identityAnswers.ts';
import { failure, type Outcome } from './outcome.ts';

type VerificationApi = Pick<
  FrontendApi,
  'getVerificationFlow' | 'createBrowserVerificationFlow' | 'updateVerificationFlow'
>;

/** Sends a (new) verification code; a flow that is gone is replaced by a fresh one. */
export async function sendVerificationCode(
  api: VerificationApi,
  { flowId, email }: { flowId: string | null; email: string },
): Promise<Outcome<{ flowId: string }>> {
  try {
    let flow = flowId ? await dataOrNull(api.getVerificationFlow({ id: flowId })) : null;
    flow ??= (await api.createBrowserVerificationFlow({})).data;
    await api.updateVerificationFlow({
      flow: flow.id,
      updateVerificationFlowBody: { method: 'code', email, csrf_token: csrfTokenOf(flow) },
    });
    return { ok: true, flowId: flow.id };
  } catch (error) {
    return failure('verification', error);
  }
}

/** SPEC §4: state passed_challenge means the address is verified. */
export async function verify(
  api: VerificationApi,
  { flowId, code }: { flowId: string; code: string },
): Promise<Outcome> {
  try {
    const flow = (await api.getVerificationFlow({ id: flowId })).data;
    const { data } = await api.updateVerificationFlow({
      flow: flow.id,
      updateVerificationFlowBody: { method: 'code', code, csrf_token: csrfTokenOf(flow) },
    });
    return data.state === 'passed_challenge' ? { ok: true } : { ok: false, key: 'invalidCode' };
  } catch (error) {
    return failure('verification', error);
  }
}
