import { pathTo } from '../routes/routePaths.ts';

/**
 * The payment page opened from the arrival page says so in its address, so its result leads back
 * to the arrival page the guest paid for (the code shows there once paid), not to the overview.
 */
export function paymentFromArrivalPath(token: string): string {
  return `${pathTo('reservation-payment', { token })}?from=arrival`;
}

export function cameFromArrival(search: URLSearchParams): boolean {
  return search.get('from') === 'arrival';
}
