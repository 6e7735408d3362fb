import { PageTitle } from '../../../ui/PageTitle.tsx';
import { useT } from '../../../i18n/useT.ts';
import { useHeadingAfterSave } from '../hooks/headingAfterSave.ts';
import { SentSummary } from './SentSummary.tsx';
import { BackToReservation } from './BackToReservation.tsx';

/**
 * A confirmed pre-check-in, on whichever step it is opened: what was sent, read-only (the host has
 * it and the service takes no more changes), and the way back to the reservation.
 */
export function CompletedPrecheckin() {
  const t = useT();
  const heading = useHeadingAfterSave();
  return (
    <section className="panel" aria-labelledby="step-heading">
      <PageTitle>{`${t('pc.done.title')} · ${t('page.precheckin')}`}</PageTitle>
      <h2 id="step-heading" ref={heading} tabIndex={-1}>
        {t('pc.done.title')}
      </h2>
      <p className="notice notice-success">{t('pc.checkin.done')}</p>
      <SentSummary />
      <BackToReservation />
    </section>
  );
}
