import { useSite } from '../../../platform/siteContext.tsx';
import { useT } from '../../../i18n/useT.ts';
import { formatDay } from '../../../i18n/formatDay.ts';
import { formatCountry } from '../../../i18n/formatCountry.ts';
import { usePrecheckin } from './PrecheckinContext.tsx';
import { RetentionLink } from './RetentionLink.tsx';

/** Above the travellers' forms, why they are asked (`byLaw`: the country's registration law) and when they go. */
export function RegistrationPrivacyLine({ byLaw }: { byLaw: boolean }) {
  const t = useT();
  const { lang } = useSite();
  const { country, deleteOn } = usePrecheckin().registration;
  const date = formatDay(deleteOn, lang);
  return (
    <p className="hint">
      {byLaw
        ? t('pc.keep.privacy.law', { country: formatCountry(country, lang), date })
        : t('pc.keep.privacy.none', { date })}{' '}
      <RetentionLink />
    </p>
  );
}
