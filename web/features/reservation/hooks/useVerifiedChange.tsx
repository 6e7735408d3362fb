import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { UpstreamError } from '../../../../shared/upstream/upstreamError.ts';
import type { MessageId } from '../../../i18n/catalog.ts';
import { useT } from '../../../i18n/useT.ts';
import { useVerifiedCodes } from '../stores/verifiedCodes.ts';
import { toast } from '../../../ui/toasts.ts';
import { CodeStep } from '../components/CodeStep.tsx';
import { useActionMessage } from './useActionMessage.ts';
import { useReservation, useReservationUpdate } from '../components/ReservationContext.tsx';

interface VerifiedChange<V, R> {
  /** The call that makes the change, with the verified code. */
  change: (variables: V, code: string) => Promise<R>;
  /** Puts the answer into the cache and moves the page on. */
  onSuccess: (answer: R) => Promise<unknown> | void;
  successText: MessageId;
  /** The answer does not carry the changed reservation: load it again after the change. */
  reloads?: boolean;
}

/** Asking for a code: with a change to run once it is confirmed, or only to have one (cancellation). */
type Asking<V> = { then: 'run'; variables: V } | { then: 'nothing' } | null;

/**
 * The one way to make a change that needs a verified code (SPEC §6: cancel, modify, refund). The
 * change runs with the guest's code while its trust window lasts; otherwise the code step appears
 * and the change runs once a code is confirmed. A 401 forgets the code and asks for a new one; a
 * stale reservation (409) is reloaded. Refusals are shown on the page and as a toast, and the
 * caller's form stays mounted throughout, so nothing the guest typed is lost.
 */
export function useVerifiedChange<V, R>({ change, onSuccess, successText, reloads }: VerifiedChange<V, R>) {
  const t = useT();
  const actionMessage = useActionMessage();
  const reservation = useReservation();
  const { number } = reservation;
  const { reload } = useReservationUpdate();
  const { trusted, forget } = useVerifiedCodes.getState();
  const [asking, setAsking] = useState<Asking<V>>(null);
  const mutation = useMutation({
    mutationFn: ({ variables, code }: { variables: V; code: string }) => change(variables, code),
    onSuccess: async (answer) => {
      toast.success(t(successText));
      await onSuccess(answer);
      if (reloads) await reload();
    },
    onError: async (error, { variables }) => {
      toast.error(actionMessage(error));
      if (!(error instanceof UpstreamError)) return;
      if (error.status === 401) {
        forget(number);
        setAsking({ then: 'run', variables });
      }
      if (error.status === 409) await reload();
    },
  });

  /** Makes the change, asking for a code first unless one is still trusted. */
  const run = (variables: V) => {
    const code = trusted(number);
    if (code) mutation.mutate({ variables, code });
    else setAsking({ then: 'run', variables });
  };

  /** Asks for a code now unless one is still trusted; the change comes later. */
  const verifyFirst = () => {
    if (!trusted(number)) setAsking({ then: 'nothing' });
  };

  const codeStep: ReactNode = asking && (
    <CodeStep
      reservation={reservation}
      onVerified={(code) => {
        setAsking(null);
        if (asking.then === 'run') mutation.mutate({ variables: asking.variables, code });
      }}
    />
  );

  const problem: ReactNode = mutation.error && (
    <p className="notice notice-error" role="alert">
      {actionMessage(mutation.error)}
    </p>
  );

  return { run, verifyFirst, codeStep, problem, busy: mutation.isPending };
}
