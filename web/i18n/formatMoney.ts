import { intlLocale, type Language } from '../../shared/i18n/languages.ts';
import { reusedFormat } from './reusedFormat.ts';

const currencyFormat = reusedFormat(
  (lang: Language, currency: string) =>
    new Intl.NumberFormat(intlLocale(lang), { style: 'currency', currency }),
);

/** An amount in cents in the page's language, as dates are (formatDay): "€1,109.00" or "1.109,00 €". */
export function formatMoney(cents: number, currency: string, lang: Language): string {
  return currencyFormat(lang, currency).format(cents / 100);
}

/** A signed difference: "+€12.00" or "−€12.00". */
export function formatMoneyChange(cents: number, currency: string, lang: Language): string {
  const amount = formatMoney(Math.abs(cents), currency, lang);
  return cents > 0 ? `+${amount}` : cents < 0 ? `−${amount}` : amount;
}
