import { pathTo } from '../../../../shared/routes/routePaths.ts';
import { LocalizedLink } from '../../../ui/LocalizedLink.tsx';
import { usePrecheckin } from './PrecheckinContext.tsx';
import { useT } from '../../../i18n/useT.ts';

/** The way from a finished pre-check-in back to the reservation it belongs to. */
export function BackToReservation() {
  const t = useT();
  const { reservation } = usePrecheckin();
  return (
    <p>
      <LocalizedLink to={pathTo('reservation', { token: reservation.token })}>{t('pc.back')}</LocalizedLink>
    </p>
  );
}
