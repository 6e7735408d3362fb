import { pathTo } from '../../../../shared/routes/routePaths.ts';
import type { SavedReservation } from './savedReservation.ts';

/** A stay as a device keeps it, for the offline layer's tests: Casa Lucia from 9 August 2026. */
export const savedStay = (
  token: string,
  checkout: string,
  savedAt = '2026-08-01T10:00:00.000Z',
): SavedReservation => ({
  token,
  title: 'Casa Lucia',
  checkin: '2026-08-09',
  checkout,
  lang: 'en',
  overview: `${pathTo('reservation', { token })}?lang=en`,
  savedAt,
  buildId: 'build1',
});
