import { pathTo } from '../../../../shared/routes/routePaths.ts';
import { Suspense } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { portalContext } from '../../../platform/portalContext.ts';
import { preloadTokenLookup } from '../../../platform/api/tokenLookup.ts';
import { useApi } from '../../../platform/useApi.ts';
import { sharedWishlistQuery } from '../api/wishlists.ts';
import { AccommodationCard } from '../../accommodation/AccommodationCard.tsx';
import { DeferredBookmarkHeart } from '../DeferredBookmarkHeart.tsx';
import { LocalizedLink } from '../../../ui/LocalizedLink.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { GuestProblem } from '../../../ui/GuestProblem.tsx';
import { SectionErrorBoundary } from '../../../ui/SectionErrorBoundary.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { StreamedQuery } from '../../../ui/StreamedQuery.tsx';
import { useT } from '../../../i18n/useT.ts';
import type { SharedWishlist } from '../../../../shared/wishlists/schemas/wishlist.ts';

/** The cards in the first screenful load their pictures at once; the rest lazily. */
const EAGER_CARDS = 2;

/** SPEC §2: the shared wishlist needs no sign-in; its data streams in after the shell. */
export function loader({ params, context }: LoaderFunctionArgs) {
  const portal = context.get(portalContext);
  return preloadTokenLookup(portal, sharedWishlistQuery(portal.api, params.token ?? ''));
}

/** `/myaccount/wishlists/:token`: anyone with the link sees the wishlist's name and accommodations. */
export function Component() {
  const { token = '' } = useParams();
  const api = useApi();
  // The page fills the screen whatever streams into it, so the footer never moves in view (CLS 0).
  return (
    <div className="streamed-page">
      <SectionErrorBoundary fallback={<GuestProblem problem={{ kind: 'failed' }} subject="wishlist" />}>
        <Suspense fallback={<Skeleton />}>
          <StreamedQuery query={sharedWishlistQuery(api, token)}>
            {(lookup) =>
              lookup.kind === 'found' ? (
                <SharedWishlistView wishlist={lookup.data} />
              ) : lookup.kind === 'notFound' ? (
                <NotShared />
              ) : (
                <GuestProblem problem={lookup} subject="wishlist" />
              )
            }
          </StreamedQuery>
        </Suspense>
      </SectionErrorBoundary>
    </div>
  );
}

function SharedWishlistView({ wishlist }: { wishlist: SharedWishlist }) {
  const t = useT();
  return (
    <article className="wishlist-page">
      <PageTitle>{`${t('page.wishlist')}: ${wishlist.name}`}</PageTitle>
      <header className="page-heading">
        <p className="eyebrow">{t('wishlists.sharedView.eyebrow')}</p>
        <h1>{wishlist.name}</h1>
        {/* An empty wishlist says so once, below. */}
        {wishlist.properties.length > 0 && (
          <p>{t('wishlists.count', { count: wishlist.properties.length })}</p>
        )}
      </header>
      {wishlist.properties.length === 0 ? (
        <p>{t('wishlists.empty')}</p>
      ) : (
        <ul className="card-grid">
          {wishlist.properties.map((code, index) => (
            <li key={code}>
              <AccommodationCard
                code={code}
                headingLevel={2}
                eager={index < EAGER_CARDS}
                Bookmark={DeferredBookmarkHeart}
              />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/**
 * An unknown or withdrawn link is no fault of the visitor's or ours: a plain page that says so and
 * what to do, not the guest error page.
 */
function NotShared() {
  const t = useT();
  return (
    <section className="wishlist-unavailable">
      <PageTitle>{t('page.wishlist')}</PageTitle>
      <h1>{t('wishlists.sharedView.notFound')}</h1>
      <p>{t('wishlists.sharedView.notFoundText')}</p>
      <LocalizedLink to={pathTo('home')} className="button cta">
        {t('wishlists.sharedView.home')}
      </LocalizedLink>
    </section>
  );
}
