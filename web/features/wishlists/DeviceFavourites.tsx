import { Suspense, useId } from 'react';
import { useT } from '../../i18n/useT.ts';
import { loadedOnDemand } from '../../ui/loadedOnDemand.ts';
import { useBookmarks } from './stores/bookmarks.ts';
import { useStoredOnDevice } from './stores/useStoredOnDevice.ts';

// Only a visitor who keeps favourites needs the cards and the wishlist calls: they load then.
const { Component: FavouriteCards } = loadedOnDemand(() =>
  import('./components/FavouriteCards.tsx').then((module) => module.default),
);
const { Component: SaveBookmarksOffer } = loadedOnDemand(() =>
  import('./components/SaveBookmarksOffer.tsx').then((module) => module.SaveBookmarksOffer),
);

/** The home page's "your favourites on this device" (SPEC §3 bookmarks), read once hydrated. */
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
        <Suspense fallback={null}>
          <FavouriteCards codes={shown} />
          <SaveBookmarksOffer />
        </Suspense>
      )}
    </section>
  );
}
