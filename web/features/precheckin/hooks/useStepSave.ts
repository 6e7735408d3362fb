import { stepPath } from '../stepPath.ts';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormReturn } from '../../../ui/forms/useForm.ts';
import { useSite } from '../../../platform/siteContext.tsx';
import { useT } from '../../../i18n/useT.ts';
import { toast } from '../../../ui/toasts.ts';
import { withLanguage } from '../../../ui/withLanguage.ts';
import type { Precheckin } from '../../../../shared/precheckin/schemas/precheckin.ts';
import type { PrecheckinStep } from '../../../../shared/precheckin/precheckin.ts';
import { usePrecheckin, useReplacePrecheckin, useSteps } from '../components/PrecheckinContext.tsx';
import { AFTER_SAVE } from './headingAfterSave.ts';
import { PRECHECKIN_TOAST } from './usePrecheckinCalls.ts';
import { precheckinCalls } from '../api/precheckin.ts';

/**
 * Saves a step as a mutation: the answer replaces the cached pre-check-in and the guest moves to
 * the next step (or to the top of this one, the last). A refusal puts the service's field messages on the form; nothing typed is lost.
 */
export function useStepSave<T extends FieldValues>(step: PrecheckinStep, form?: UseFormReturn<T>) {
  const t = useT();
  const { lang } = useSite();
  const navigate = useNavigate();
  const replace = useReplacePrecheckin();
  const precheckin = usePrecheckin();
  const steps = useSteps();
  const mutation = useMutation({
    mutationFn: (send: () => Promise<Precheckin>) => send(),
    onSuccess: replace,
  });

  return async (send: () => Promise<Precheckin>, afterSave?: () => void): Promise<boolean> => {
    try {
      await mutation.mutateAsync(send);
      afterSave?.();
      toast.success(t('pc.saved'), PRECHECKIN_TOAST);
      // The next step, or this one again when it was the last: either starts at its top, its
      // heading focused (headingAfterSave.ts).
      const next = steps[steps.indexOf(step) + 1];
      const target = withLanguage(stepPath(precheckin.token, next ?? step), lang);
      void navigate(target, { replace: !next, state: AFTER_SAVE });
      return true;
    } catch (error) {
      // The calls' module is there: it made the call that failed.
      const refused =
        form &&
        (await precheckinCalls().then(
          (calls) => calls.refusedFields(error),
          () => undefined,
        ));
      if (form && refused) {
        const names = Object.keys(refused);
        for (const [name, message] of Object.entries(refused)) form.setError(name as Path<T>, { message });
        if (names[0]) form.setFocus(names[0] as Path<T>);
        toast.error(t('pc.fixErrors'), PRECHECKIN_TOAST);
      } else {
        toast.error(t('pc.failed'), PRECHECKIN_TOAST);
      }
      return false;
    }
  };
}
