import { pathTo } from '../../../../shared/routes/routePaths.ts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../../platform/useApi.ts';
import { useSite } from '../../../platform/siteContext.tsx';
import { checkPrice, modifyReservation, type ChangeFields } from '../api/reservation.ts';
import { LoadingButton } from '../../../ui/LoadingButton.tsx';
import { withLanguage } from '../../../ui/withLanguage.ts';
import { useT } from '../../../i18n/useT.ts';
import type { MessageId } from '../../../i18n/catalog.ts';
import { toast } from '../../../ui/toasts.ts';
import type { PriceCheck } from '../../../../shared/reservation/schemas/reservation.ts';
import { PriceComparison } from './PriceComparison.tsx';
import { useReservation, useReservationUpdate } from './ReservationContext.tsx';
import { useVerifiedChange } from '../hooks/useVerifiedChange.tsx';

interface PricedChangeProps {
  /** The change as form fields, or null while nothing differs from the booking. */
  change: ChangeFields | null;
  /** Whether the change is refused as it stands (its own messages are on the page already). */
  blocked: boolean;
  onBlocked: () => void;
  confirmLabel: MessageId;
  successText: MessageId;
}

/**
 * The end of every change to a booking: price it, show old and new price, confirm with a verified
 * code, save with X-LastModified, and return to the overview.
 */
export function PricedChange({ change, blocked, onBlocked, confirmLabel, successText }: PricedChangeProps) {
  const t = useT();
  const api = useApi();
  const { lang } = useSite();
  const navigate = useNavigate();
  const reservation = useReservation();
  const { replace } = useReservationUpdate();
  const { run, codeStep, problem, busy } = useVerifiedChange({
    change: (fields: ChangeFields, code) => modifyReservation(api, reservation, code, fields, lang),
    onSuccess: (updated) => {
      replace(updated);
      return navigate(withLanguage(pathTo('reservation', { token: reservation.token }), lang));
    },
    successText,
  });
  const [check, setCheck] = useState<{ for: string; price: PriceCheck } | null>(null);
  const [checking, setChecking] = useState(false);
  const changeKey = JSON.stringify(change);
  const price = check?.for === changeKey ? check.price : null;

  if (!change) return <p className="hint">{t('pax.unchanged')}</p>;

  const priceIt = async () => {
    if (blocked) return onBlocked();
    setChecking(true);
    try {
      setCheck({ for: changeKey, price: await checkPrice(api, reservation, change) });
    } catch {
      toast.error(t('action.failed'));
    } finally {
      setChecking(false);
    }
  };

  if (!price) {
    return (
      <LoadingButton variant="outline" loading={checking} onClick={priceIt}>
        {t('pax.checkPrice')}
      </LoadingButton>
    );
  }
  return (
    <>
      <PriceComparison check={price} />
      {problem}
      {codeStep ?? (
        <LoadingButton loading={busy} disabled={blocked} onClick={() => run(change)}>
          {t(confirmLabel)}
        </LoadingButton>
      )}
    </>
  );
}
