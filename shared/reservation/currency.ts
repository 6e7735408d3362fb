export const DEFAULT_CURRENCY = 'EUR';

/** The first configured currency is the default, else EUR (SPEC §3, §9). */
export function defaultCurrency(currencies: readonly string[] | undefined): string {
  return currencies?.[0] ?? DEFAULT_CURRENCY;
}
