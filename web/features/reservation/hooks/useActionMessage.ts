import { UpstreamError } from '../../../../shared/upstream/upstreamError.ts';
import { useT } from '../../../i18n/useT.ts';

/** The guest's words for a refused change; the caller keeps whatever the guest typed. */
export function useActionMessage() {
  const t = useT();
  return (error: unknown): string => {
    if (!(error instanceof UpstreamError)) return t('action.failed');
    if (error.status === 401) return t('code.unauthorized');
    if (error.status === 409 && error.error === 'stale') return t('action.stale');
    if (error.status === 422) return t('action.notModifiable');
    return t('action.failed');
  };
}
