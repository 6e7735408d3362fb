import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from '../../../ui/forms/useForm.ts';
import { draftStorage, forgetDraft, isGuestEdit, keepDraft, readDraft } from '../model/stepDrafts.ts';

const everything = (values: unknown) => values;

/**
 * SPEC "nothing lost": what the guest types is kept in this tab per pre-check-in and step until
 * the server has it, so a reload, a lost connection or a failed save leaves it in place.
 * Restored after hydration (the server never sees it), forgotten by `clear` once saved. `kept`
 * says what of the values a draft may hold, where a step has more than is needed again after a
 * reload (DESIGN §10); give it a function defined once, outside the component.
 */
export function useStepDraft<T extends FieldValues>(
  form: UseFormReturn<T>,
  token: string,
  step: string,
  kept: (values: T) => unknown = everything,
) {
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    const storage = draftStorage();
    if (!storage) return;
    try {
      const stored = readDraft(storage, token, step);
      if (stored) {
        form.reset({ ...form.getValues(), ...(stored as T) });
        // The draft exists only on this device, so it can only be restored after hydration.
        // eslint-disable-next-line react-hooks/set-state-in-effect
        setRestored(true);
      }
    } catch {
      // Storage refused: the form still works, without drafts.
    }
    const subscription = form.watch((values, info) => {
      if (!isGuestEdit(info)) return;
      try {
        keepDraft(storage, token, step, kept(values));
      } catch {
        // Storage full or refused: drafts are a help, not a requirement.
      }
    });
    return () => subscription.unsubscribe();
  }, [form, token, step, kept]);

  const clear = () => {
    // Saved: what was restored is now the server's, so the note about it goes.
    setRestored(false);
    const storage = draftStorage();
    try {
      if (storage) forgetDraft(storage, token, step);
    } catch {
      // nothing stored
    }
  };
  return { restored, clear };
}
