import { defaultCurrency } from '../../shared/currency.ts';
import { useSite } from './siteContext.tsx';

/** The page's currency: the first configured one, else EUR (SPEC §3). */
export function useCurrency(): string {
  return defaultCurrency(useSite().pageConfig.conf.currencies);
}
