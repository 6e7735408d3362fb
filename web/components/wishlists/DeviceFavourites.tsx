import { useId } from 'react';
import { useT } from '../../i18n/useT.ts';
import { useBookmarks } from '../../stores/bookmarks.ts';
import { useStoredOnDevice } from '../../stores/useStoredOnDevice.ts';
import { AccommodationCard } from '../accommodation/AccommodationCard.tsx';
import { SaveBookmarksOffer } from './SaveBookmarksOffer.tsx';

/** Issue 13: the home page's "your favourites on this device" (SPEC §3 bookmarks), read once hydrated. */
export function DeviceFavourites() {
  const t = useT();
  const headingId = useId();
  const stored = useStoredOnDevice();
  const codes = useBookmarks((state) => state.codes);
  const shown = stored ? codes : [];
  return (
    <section aria-labelledby={headingId} className="device-favourites">
      <h2 id={headingId}>{t('bookmarks.heading')}</h2>
      {shown.length === 0 ? (
        <p>{t('bookmarks.empty')}</p>
      ) : (
        <ul className="card-grid">
          {shown.map((code) => (
            <li key={code}>
              <AccommodationCard code={code} />
            </li>
          ))}
        </ul>
      )}
      <SaveBookmarksOffer />
    </section>
  );
}
