import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../platform/useApi.ts';
import { useSite } from '../../../platform/siteContext.tsx';
import { precheckinCalls, preloadPrecheckinCalls } from '../api/precheckin.ts';
import type { changeInvite, saveStep } from '../api/precheckinCalls.ts';
import { afterLoadIdle } from '../../../platform/afterLoadIdle.ts';
import { useT } from '../../../i18n/useT.ts';
import { toast } from '../../../ui/toasts.ts';
import type { Precheckin } from '../../../../shared/precheckin/schemas/precheckin.ts';
import { usePrecheckin, useReplacePrecheckin } from '../components/PrecheckinContext.tsx';

/** The pre-check-in's toasts tell of one thing, its progress: each replaces the one before. */
export const PRECHECKIN_TOAST = { topic: 'precheckin' } as const;

type Step = Parameters<typeof saveStep>[3];

/**
 * SPEC §7 pre-check-in calls for the pre-check-in on the page, in the page's language. Their code
 * loads once the page is idle, so that the first save does not wait for it (api/precheckin.ts).
 */
export function usePrecheckinCalls() {
  const api = useApi();
  const { lang } = useSite();
  const { token } = usePrecheckin();
  useEffect(() => afterLoadIdle(preloadPrecheckinCalls), []);
  return {
    saveStep: async (step: Step, body: unknown, query: Record<string, string> = {}) =>
      (await precheckinCalls()).saveStep(api, token, lang, step, body, query),
    registerGuests: async () => (await precheckinCalls()).registerGuests(api, token, lang),
    changeInvite: async (number: number, change: Parameters<typeof changeInvite>[4]) =>
      (await precheckinCalls()).changeInvite(api, token, lang, number, change),
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
