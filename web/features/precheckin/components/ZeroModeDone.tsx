import { PageTitle } from '../../../ui/PageTitle.tsx';
import { useT } from '../../../i18n/useT.ts';
import { useHeadingAfterSave } from '../hooks/headingAfterSave.ts';
import { SentSummary } from './SentSummary.tsx';
import { BackToReservation } from './BackToReservation.tsx';

/**
 * Zero mode's ending (SPEC §2: the customer step alone): what was saved, a way to correct it until
 * the arrival, and the way back to the reservation, in place of the form.
 */
export function ZeroModeDone({ onChange }: { onChange: () => void }) {
  const t = useT();
  const heading = useHeadingAfterSave();
  return (
    <section className="panel" aria-labelledby="step-heading">
      <PageTitle>{`${t('page.precheckin.customer')} · ${t('page.precheckin')}`}</PageTitle>
      <h2 id="step-heading" ref={heading} tabIndex={-1}>
        {t('pc.zero.done')}
      </h2>
      <SentSummary />
      <p>
        <button type="button" className="button outline" onClick={onChange}>
          {t('pc.checkin.edit')}
        </button>
      </p>
      <BackToReservation />
    </section>
  );
}
