import { Suspense, useId, type ComponentType, type ReactNode } from 'react';
import { usePrefetchQuery } from '@tanstack/react-query';
import { accommodationQuery } from './accommodations.ts';
import { ratingQuery } from './reviews.ts';
import { useApi } from '../../platform/useApi.ts';
import { useSite } from '../../platform/siteContext.tsx';
import { useT } from '../../i18n/useT.ts';
import { SectionErrorBoundary } from '../../ui/SectionErrorBoundary.tsx';
import { StreamedQuery } from '../../ui/StreamedQuery.tsx';
import { CardName } from './components/CardName.tsx';
import { CardPicture } from './components/CardPicture.tsx';
import { CardRating } from './components/CardRating.tsx';

interface AccommodationCardProps {
  code: string;
  /** The level of the name's heading in the page around the card. */
  headingLevel?: 2 | 3;
  /** Above the fold: the picture loads at once, with high priority; otherwise lazily. */
  eager?: boolean;
  /**
   * The way to keep the accommodation (the wishlists' heart), given by the page, drawn once its
   * name is known; none on a page that offers its own action for the accommodation.
   */
  Bookmark?: ComponentType<{ code: string; name: string }>;
  /**
   * What the page adds to the card: dates, a status, links, a remove button; as a function it is
   * given the accommodation's name (its code while the name is not known).
   */
  children?: ReactNode | ((accommodation: { code: string; name: string }) => ReactNode);
}

/**
 * One accommodation wherever it appears (wishlists, the shared wishlist, bookings, the
 * reservation overview): picture, name, place, rating and reviews, the page's bookmark, and the way
 * to the house's page on the provider's site. The
 * card keeps its size while its data streams in, so nothing below it moves.
 */
export function AccommodationCard({
  code,
  headingLevel = 3,
  eager = false,
  Bookmark,
  children,
}: AccommodationCardProps) {
  const t = useT();
  const api = useApi();
  const { lang } = useSite();
  const headingId = useId();
  // The rating's call starts beside the accommodation's, not after it: the rating renders inside
  // the accommodation's data, which made the two upstream calls one after the other.
  usePrefetchQuery(ratingQuery(api, code));
  const extra = (name: string) =>
    children && (
      <div className="accommodation-extra">
        {typeof children === 'function' ? children({ code, name }) : children}
      </div>
    );
  // The same boxes as the card it stands for, the page's additions included: the card keeps its
  // size when the data arrives.
  const waiting = (
    <div className="accommodation-body" aria-busy="true">
      <div className="accommodation-picture placeholder" />
      <p className="accommodation-name">{t('card.loading')}</p>
      <p className="accommodation-place" />
      <p className="accommodation-rating" />
      {extra(code)}
    </div>
  );
  return (
    <article className="accommodation-card" aria-labelledby={headingId}>
      <SectionErrorBoundary
        fallback={
          <>
            <p className="accommodation-unavailable" id={headingId}>
              {t('card.unavailable')}
            </p>
            {extra(code)}
          </>
        }
      >
        <Suspense fallback={waiting}>
          <StreamedQuery query={accommodationQuery(api, code, lang)}>
            {(accommodation) => (
              <div className="accommodation-body">
                <CardPicture picture={accommodation.pictures[0]} eager={eager} />
                {Bookmark && <Bookmark code={code} name={accommodation.name} />}
                <CardName id={headingId} code={code} name={accommodation.name} level={headingLevel} />
                <p className="accommodation-place">
                  {accommodation.place}, {accommodation.region}
                </p>
                <CardRating code={code} />
                {extra(accommodation.name)}
              </div>
            )}
          </StreamedQuery>
        </Suspense>
      </SectionErrorBoundary>
    </article>
  );
}
