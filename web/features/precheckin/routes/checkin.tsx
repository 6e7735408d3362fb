import { stepPath } from '../stepPath.ts';
import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { StepForm } from '../components/StepForm.tsx';
import { usePrecheckin, useSteps } from '../components/PrecheckinContext.tsx';
import { PRECHECKIN_TOAST, usePrecheckinCalls, usePrecheckinChange } from '../hooks/usePrecheckinCalls.ts';
import { AFTER_SAVE } from '../hooks/headingAfterSave.ts';
import { SentSummary } from '../components/SentSummary.tsx';
import { LocalizedLink } from '../../../ui/LocalizedLink.tsx';
import { useT } from '../../../i18n/useT.ts';
import { toast } from '../../../ui/toasts.ts';
import type { PrecheckinStep } from '../../../../shared/precheckin/precheckin.ts';

/**
 * SPEC §7: a summary of everything, then guest registration and the confirmation. Once confirmed,
 * the layout shows the finished pre-check-in in place of this form, its heading focused.
 */
export function Component() {
  const t = useT();
  const precheckin = usePrecheckin();
  const steps = useSteps();
  const calls = usePrecheckinCalls();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const confirmation = usePrecheckinChange(
    async () => {
      if (steps.includes('travellers')) await calls.registerGuests();
      const modeAll: Record<string, string> =
        steps.length === 6 && precheckin.mode !== 'all' ? { modeAll: 'true' } : {};
      return calls.saveStep('confirm', {}, modeAll);
    },
    () => {
      toast.success(t('pc.checkin.toast'), PRECHECKIN_TOAST);
      void navigate(`${pathname}${search}`, { replace: true, state: AFTER_SAVE });
    },
  );
  const open = steps.filter((step) => step !== 'checkin' && precheckin.links[step] !== 'complete');
  // Travellers invited to fill in their own entry who have not yet done so.
  const waitingFor = open.includes('travellers')
    ? precheckin.invites.filter((invite) => invite.status === 'invited').length
    : 0;

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    confirmation.mutate();
  };

  const edit = (step: PrecheckinStep) => (
    <LocalizedLink to={stepPath(precheckin.token, step)}>{t('pc.checkin.edit')}</LocalizedLink>
  );
  return (
    <StepForm
      title="page.precheckin.checkin"
      onSubmit={confirm}
      busy={confirmation.isPending}
      restored={false}
      submitLabel="pc.checkin.confirm"
    >
      <p>{t('pc.checkin.intro')}</p>
      {open.length > 0 && (
        <p className="notice notice-error" role="alert">
          {t('pc.checkin.missing')} {open.map((step) => t(`page.precheckin.${step}`)).join(', ')}
          {waitingFor > 0 && <> {t('pc.invite.waiting', { count: waitingFor })}</>}
        </p>
      )}
      <SentSummary edit={edit} />
    </StepForm>
  );
}
