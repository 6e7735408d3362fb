import { PageTitle } from '../../../ui/PageTitle.tsx';
import { useT } from '../../../i18n/useT.ts';

/** SPEC §2: from the arrival day on, only this page is shown. */
export function Component() {
  const t = useT();
  return (
    <section className="panel">
      <PageTitle>{t('page.precheckin.expired')}</PageTitle>
      <h2>{t('page.precheckin.expired')}</h2>
      <p>{t('pc.expired.text')}</p>
    </section>
  );
}
