import { useEffect, useId, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../platform/useApi.ts';
import { sendCode, verifyCode } from '../api/reservation.ts';
import { useT } from '../../../i18n/useT.ts';
import { LoadingButton } from '../../../ui/LoadingButton.tsx';
import { CodeEntry } from '../../../ui/codeEntry/CodeEntry.tsx';
import { useVerifiedCodes } from '../stores/verifiedCodes.ts';
import { CODE_SEND_REFUSAL, verifyRefusal } from '../model/codeRefusals.ts';
import { sendFailureText } from '../../../ui/sendFailureText.ts';
import { toast } from '../../../ui/toasts.ts';
import type { Reservation } from '../../../../shared/reservation/schemas/reservation.ts';

/**
 * SPEC §6: a change needs a verification code. The code goes to the reservation's e-mail; the
 * guest types it here, it is checked, and the change may go ahead for the next minutes.
 */
export function CodeStep({
  reservation,
  onVerified,
}: {
  reservation: Reservation;
  onVerified: (code: string) => void;
}) {
  const t = useT();
  const api = useApi();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The step appears in place of the button that asked for it: focus goes to its heading, not <body>.
  useEffect(() => heading.current?.focus(), []);
  const remember = useVerifiedCodes((state) => state.remember);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => sendCode(api, reservation),
    onSuccess: (answer) => setSentTo(answer.sentTo),
  });
  const verify = useMutation({
    mutationFn: (code: string) => verifyCode(api, reservation, code),
    onSuccess: (_answer, code) => {
      remember(reservation.number, code);
      toast.success(t('code.verified'));
      onVerified(code);
    },
  });

  const refusal = (failure: unknown) => t(verifyRefusal(failure));

  return (
    <section className="panel code-step" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('code.heading')}
      </h2>
      {sentTo ? (
        <CodeEntry
          intro={t('code.sent', { email: sentTo })}
          onConfirm={(code) => verify.mutateAsync(code).then(() => null, refusal)}
          onResend={() =>
            send.mutateAsync().then(
              () => null,
              (failure: unknown) => sendFailureText(t, failure, CODE_SEND_REFUSAL),
            )
          }
          justSent
        />
      ) : (
        <>
          <p>{t('code.intro', { email: reservation.emailHint })}</p>
          <LoadingButton
            loading={send.isPending}
            onClick={() =>
              send.mutate(undefined, {
                onError: (failure) => toast.error(sendFailureText(t, failure, CODE_SEND_REFUSAL)),
              })
            }
          >
            {t('code.send')}
          </LoadingButton>
        </>
      )}
    </section>
  );
}
