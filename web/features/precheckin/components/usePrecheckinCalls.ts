import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../app/useApi.ts';
import { useSite } from '../../../app/siteContext.tsx';
import { changeInvite, registerGuests, saveStep } from '../api/precheckin.ts';
import { useT } from '../../../i18n/useT.ts';
import { toast } from '../../../ui/toasts.ts';
import type { Precheckin } from '../../../../shared/precheckin/schemas/precheckin.ts';
import { usePrecheckin, useReplacePrecheckin } from './PrecheckinContext.tsx';

/** The pre-check-in's toasts tell of one thing, its progress: each replaces the one before. */
export const PRECHECKIN_TOAST = { topic: 'precheckin' } as const;

type Step = Parameters<typeof saveStep>[3];

/** SPEC §7 pre-check-in calls for the pre-check-in on the page, in the page's language. */
export function usePrecheckinCalls() {
  const api = useApi();
  const { lang } = useSite();
  const { token } = usePrecheckin();
  return {
    saveStep: (step: Step, body: unknown, query = '') => saveStep(api, token, lang, step, body, query),
    registerGuests: () => registerGuests(api, token, lang),
    changeInvite: (number: number, change: Parameters<typeof changeInvite>[4]) =>
      changeInvite(api, token, lang, number, change),
  };
}

/**
 * A change that is not a step's form (a service's quantity, the confirmation): its answer replaces
 * the cached pre-check-in; a failure is told in a toast.
 */
export function usePrecheckinChange<Variables>(
  change: (variables: Variables) => Promise<Precheckin>,
  onChanged?: () => void,
) {
  const t = useT();
  const replace = useReplacePrecheckin();
  return useMutation({
    mutationFn: change,
    onSuccess: (updated) => {
      replace(updated);
      onChanged?.();
    },
    onError: () => toast.error(t('pc.failed'), PRECHECKIN_TOAST),
  });
}
