import type { Persons } from '../../shared/reservation/persons.ts';

export type ServiceUnit = 'stay' | 'night' | 'person';

interface PricedAccommodation {
  nightlyRate: number;
  includedPersons: number;
  extraPersonRate: number;
}

export interface PricedService {
  unit: ServiceUnit;
  price: number;
  quantity: number;
}

export function serviceTotal(service: PricedService, nights: number): number {
  return service.unit === 'night'
    ? service.price * service.quantity * nights
    : service.price * service.quantity;
}

/** The stay's price in cents: nights, persons beyond those included, and services. */
export function stayTotal(
  accommodation: PricedAccommodation,
  nights: number,
  persons: Persons,
  services: readonly PricedService[],
): number {
  const extraPersons = Math.max(0, persons.adults + persons.children - accommodation.includedPersons);
  const rent = nights * (accommodation.nightlyRate + extraPersons * accommodation.extraPersonRate);
  return rent + services.reduce((sum, service) => sum + serviceTotal(service, nights), 0);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The provider's cancellation terms: 20% up to 30 days before arrival, 50% up to 8, then 80%. */
export function cancellationFee(total: number, checkin: string, today: Date): number {
  const daysBefore = Math.floor(
    (Date.parse(checkin) - Date.parse(today.toISOString().slice(0, 10))) / DAY_MS,
  );
  const share = daysBefore > 30 ? 0.2 : daysBefore >= 8 ? 0.5 : 0.8;
  return Math.round(total * share);
}
