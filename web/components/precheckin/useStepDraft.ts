import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

const key = (token: string, step: string) => `precheckin-draft:${token}:${step}`;

/**
 * SPEC "nothing lost": what the guest types is kept on this device per pre-check-in and step until
 * the server has it, so a reload, a lost connection or a failed save leaves it in place.
 * Restored after hydration (the server never sees it), cleared by `clear` once saved.
 */
export function useStepDraft<T extends FieldValues>(form: UseFormReturn<T>, token: string, step: string) {
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    try {
      const stored = localStorage.getItem(key(token, step));
      if (stored) {
        form.reset({ ...form.getValues(), ...(JSON.parse(stored) as T) });
        // The draft exists only on this device, so it can only be restored after hydration.
        // eslint-disable-next-line react-hooks/set-state-in-effect
        setRestored(true);
      }
    } catch {
      // No storage (private mode, a partner's frame): the form still works, without drafts.
    }
    const subscription = form.watch((values) => {
      try {
        localStorage.setItem(key(token, step), JSON.stringify(values));
      } catch {
        // As above: drafts are a help, not a requirement.
      }
    });
    return () => subscription.unsubscribe();
  }, [form, token, step]);

  const clear = () => {
    try {
      localStorage.removeItem(key(token, step));
    } catch {
      // nothing stored
    }
  };
  return { restored, clear };
}
