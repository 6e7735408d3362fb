import { useSite } from '../../../platform/siteContext.tsx';
import { useT } from '../../../i18n/useT.ts';
import { formatDay } from '../../../i18n/formatDay.ts';
import { useReservationMoney } from './ReservationContext.tsx';
import type { Reservation } from '../../../../shared/reservation/schemas/reservation.ts';

/** Where and how to pay a bank transfer the guest chose: everything their bank will ask for. */
export function TransferDetails({ transfer }: { transfer: NonNullable<Reservation['transfer']> }) {
  const t = useT();
  const { lang } = useSite();
  const money = useReservationMoney();
  return (
    <div className="transfer">
      <p>
        {t('res.transfer.intro', { amount: money(transfer.amount), date: formatDay(transfer.dueDate, lang) })}
      </p>
      <dl className="amounts">
        <div>
          <dt>{t('res.transfer.holder')}</dt>
          <dd>{transfer.holder}</dd>
        </div>
        <div>
          <dt>{t('res.transfer.iban')}</dt>
          <dd className="iban">{transfer.iban.replace(/(.{4})(?=.)/g, '$1 ')}</dd>
        </div>
        <div>
          <dt>{t('res.transfer.reference')}</dt>
          <dd>{transfer.reference}</dd>
        </div>
      </dl>
      <p className="hint">{t('res.transfer.note')}</p>
    </div>
  );
}
