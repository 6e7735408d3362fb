import { describe, expect, it } from 'vitest';
import { KEPT_OFFLINE_PAGES } from './keptOfflinePages.ts';
import { pathTo } from './routePaths.ts';

describe('the pages a device keeps of a reservation', () => {
  it('are the overview and the arrival card, with their layouts and texts', () => {
    expect(KEPT_OFFLINE_PAGES).toEqual([
      {
        id: 'reservation',
        routes: ['layout-reservations', 'reservation'],
        catalogues: ['common', 'reservation', 'offline', 'wishlists'],
      },
      {
        id: 'reservation-arrival',
        routes: ['layout-reservations', 'reservation-arrival'],
        catalogues: ['common', 'reservation', 'offline', 'arrival'],
      },
    ]);
    expect(KEPT_OFFLINE_PAGES.map((page) => pathTo(page.id, { token: 'T0K3N' }))).toEqual([
      '/reservations/T0K3N',
      '/reservations/T0K3N/arrival',
    ]);
  });
});
