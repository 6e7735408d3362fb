/** An amount in cents in the page's language, e.g. "€1,109.00" or "1.109,00 €". */
export function formatMoney(cents: number, currency: string, lang: string): string {
  return new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency }).format(
    cents / 100,
  );
}

/** A signed difference: "+€12.00" or "−€12.00". */
export function formatMoneyChange(cents: number, currency: string, lang: string): string {
  const amount = formatMoney(Math.abs(cents), currency, lang);
  return cents > 0 ? `+${amount}` : cents < 0 ? `−${amount}` : amount;
}
