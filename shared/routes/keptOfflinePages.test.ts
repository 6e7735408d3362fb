import { describe, expect, it } from 'vitest';
import { KEPT_OFFLINE_PAGES } from './keptOfflinePages.ts';

describe('the pages a device keeps of a reservation', () => {
  it('are the overview and the arrival card, with their layouts and texts', () => {
    expect(KEPT_OFFLINE_PAGES).toEqual([
      {
        id: 'reservation',
        path: '/reservations/:token',
        routes: ['layout-reservations', 'reservation'],
        catalogues: ['common', 'reservation', 'offline', 'wishlists'],
      },
      {
        id: 'reservation-arrival',
        path: '/reservations/:token/arrival',
        routes: ['layout-reservations', 'reservation-arrival'],
        catalogues: ['common', 'reservation', 'offline', 'arrival'],
      },
    ]);
  });
});
