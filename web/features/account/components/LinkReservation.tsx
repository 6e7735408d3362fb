import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../platform/useApi.ts';
import { linkReservation } from '../user.ts';
import { endsSession } from '../guestworldSession.ts';
import { CodeEntry } from '../../../ui/codeEntry/CodeEntry.tsx';
import { LoadingButton } from '../../../ui/LoadingButton.tsx';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { toast } from '../../../ui/toasts.ts';
import { useT } from '../../../i18n/useT.ts';
import type { MessageId } from '../../../i18n/catalog.ts';
import { reservationTokenFrom } from '../../../../shared/reservation/reservationLink.ts';
import { UpstreamError } from '../../../../shared/upstream/upstreamError.ts';
import type { User } from '../../../../shared/account/schemas/user.ts';

/** SPEC §8's account-link wording, and the code step's own (auth texts) for a wrong or old code. */
function refusalMessage(error: unknown): MessageId {
  const code = error instanceof UpstreamError ? error.error : undefined;
  if (code === 'emailMismatchError' || code === 'alreadyLinkedError') return `acc.link.${code}`;
  if (code === 'invalidCode' || code === 'expiredCode') return `auth.error.${code}`;
  return 'acc.link.genericError';
}

/**
 * "Link a reservation": the link (or its token) from the booking e-mail. 200 links it at once;
 * 202 mailed a code to the reservation's address, entered in the shared code step.
 */
export function LinkReservation({ onLinked }: { onLinked: (user: User) => void }) {
  const t = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<MessageId | null>(null);
  const [pending, setPending] = useState<{ token: string; sentTo: string } | null>(null);

  const done = (user: User) => {
    onLinked(user);
    setPending(null);
    setInput('');
    toast.success(t('acc.link.done'));
  };

  const send = useMutation({ mutationFn: (token: string) => linkReservation(api, token) });
  const verify = useMutation({
    mutationFn: ({ token, code }: { token: string; code: string }) => linkReservation(api, token, code),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const token = reservationTokenFrom(input);
    setProblem(token ? null : 'acc.link.invalid');
    if (!token) return;
    send.mutate(token, {
      onSuccess: (answer) => {
        if ('sentTo' in answer) setPending({ token, sentTo: answer.sentTo });
        else done(answer);
      },
      onError: (error) => {
        if (!endsSession(queryClient, error)) setProblem(refusalMessage(error));
      },
    });
  };

  /** The code step's answer: null when accepted (or the session ended), else the refusal to show. */
  const refusalOf = async (call: Promise<unknown>) => {
    try {
      await call;
      return null;
    } catch (error) {
      return endsSession(queryClient, error) ? null : t(refusalMessage(error));
    }
  };

  const confirm = (code: string) =>
    refusalOf(
      verify.mutateAsync({ token: pending!.token, code }).then((answer) => {
        if (!('sentTo' in answer)) done(answer);
      }),
    );
  const resend = () => refusalOf(send.mutateAsync(pending!.token));

  return (
    <section className="panel account-form" aria-labelledby="link-heading">
      <h2 id="link-heading">{t('acc.link.heading')}</h2>
      {pending ? (
        <CodeEntry
          intro={t('acc.link.codeIntro', { email: pending.sentTo })}
          onConfirm={confirm}
          onResend={resend}
          justSent
        />
      ) : (
        <form onSubmit={submit} noValidate>
          <TextField
            id={inputId}
            label={t('acc.link.label')}
            hint={t('acc.link.hint')}
            error={problem ? t(problem) : undefined}
            inputMode="url"
            autoComplete="off"
            value={input}
            onChange={(event) => setInput(event.target.value)}
          />
          <LoadingButton type="submit" loading={send.isPending}>
            {t('acc.link.submit')}
          </LoadingButton>
        </form>
      )}
    </section>
  );
}
