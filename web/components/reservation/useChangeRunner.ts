import { useState } from 'react';
import { ActionError } from '../../api/actionError.ts';
import { toast } from '../../stores/toasts.ts';
import { useActionMessage } from './useActionMessage.ts';
import { useReservationUpdate } from './ReservationContext.tsx';

/**
 * Progress and refusal handling for a change: busy while it runs, a toast either way, the
 * refusal shown on the page. A stale reservation (409) is reloaded so the guest sees the latest;
 * a 401 is passed on so the code is asked for again.
 */
export function useChangeRunner() {
  const actionMessage = useActionMessage();
  const { reload } = useReservationUpdate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const perform = async (change: () => Promise<void>, success: string) => {
    setBusy(true);
    setProblem(null);
    try {
      await change();
      toast.success(success);
    } catch (error) {
      const message = actionMessage(error);
      setProblem(message);
      toast.error(message);
      if (error instanceof ActionError && error.status === 409) await reload();
      if (error instanceof ActionError && error.status === 401) throw error;
    } finally {
      setBusy(false);
    }
  };

  return { busy, problem, perform };
}
