import type { PriceCheck } from '../../../../shared/reservation/schemas/reservation.ts';
import { useSite } from '../../../platform/siteContext.tsx';
import { formatMoney, formatMoneyChange } from '../../../i18n/formatMoney.ts';
import { useT } from '../../../i18n/useT.ts';

/** The price before and after a change, shown before the guest confirms it (SPEC §5 persons). */
export function PriceComparison({ check }: { check: PriceCheck }) {
  const t = useT();
  const { lang } = useSite();
  return (
    <dl className="amounts price-comparison" aria-live="polite">
      <div>
        <dt>{t('price.current')}</dt>
        <dd>{formatMoney(check.currentTotal, check.currency, lang)}</dd>
      </div>
      <div>
        <dt>{t('price.new')}</dt>
        <dd>{formatMoney(check.newTotal, check.currency, lang)}</dd>
      </div>
      <div>
        <dt>{t('price.difference')}</dt>
        <dd>{formatMoneyChange(check.difference, check.currency, lang)}</dd>
      </div>
    </dl>
  );
}
