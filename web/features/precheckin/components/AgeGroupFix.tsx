import { useT } from '../../../i18n/useT.ts';
import { LocalizedLink } from '../../../ui/LocalizedLink.tsx';
import { pathTo } from '../../../../shared/routes/routePaths.ts';
import { stepPath } from '../stepPath.ts';
import { usePrecheckin, useSteps } from './PrecheckinContext.tsx';

/**
 * Where a traveller whose age does not fit the group booked gets the group corrected (issue 43):
 * the persons step where the pre-check-in has one, else the booking's own persons, so the
 * refusal leads somewhere rather than ending the step.
 */
export function AgeGroupFix() {
  const t = useT();
  const precheckin = usePrecheckin();
  const inSteps = useSteps().includes('pax');
  return (
    <p>
      <LocalizedLink
        to={
          inSteps
            ? stepPath(precheckin.token, 'pax')
            : pathTo('reservation-pax', { token: precheckin.reservation.token })
        }
      >
        {t('pc.travellers.fixAgeGroup', { where: inSteps ? 'pax' : 'booking' })}
      </LocalizedLink>
    </p>
  );
}
