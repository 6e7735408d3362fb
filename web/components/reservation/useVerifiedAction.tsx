import { useRef, useState, type ReactNode } from 'react';
import { ActionError } from '../../api/actionError.ts';
import { useVerifiedCode, useVerifiedCodes } from '../../stores/verifiedCodes.ts';
import { CodeStep } from './CodeStep.tsx';
import type { Reservation } from '../../../shared/schemas/reservation.ts';

type Action = (code: string) => Promise<void>;

/**
 * Runs a change that needs a verified code (SPEC §6). Without one, the code step appears and the
 * change runs once the code is confirmed; a 401 forgets the code and asks again. The caller's
 * form stays mounted throughout, so nothing the guest typed is lost.
 */
export function useVerifiedAction(reservation: Reservation): {
  run: (action: Action) => Promise<void>;
  codeStep: ReactNode;
} {
  const verifiedCode = useVerifiedCode(reservation.number);
  const forget = useVerifiedCodes((state) => state.forget);
  const pending = useRef<Action | null>(null);
  const [asking, setAsking] = useState(false);

  const attempt = async (action: Action, code: string) => {
    try {
      await action(code);
    } catch (error) {
      if (error instanceof ActionError && error.status === 401) {
        forget(reservation.number);
        pending.current = action;
        setAsking(true);
      }
      throw error;
    }
  };

  const run = async (action: Action) => {
    if (verifiedCode) return attempt(action, verifiedCode);
    pending.current = action;
    setAsking(true);
  };

  const codeStep = asking ? (
    <CodeStep
      reservation={reservation}
      onVerified={(code) => {
        setAsking(false);
        const action = pending.current;
        pending.current = null;
        if (action) void attempt(action, code).catch(() => undefined);
      }}
    />
  ) : null;

  return { run, codeStep };
}
