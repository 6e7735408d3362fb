import { Suspense } from 'react';
import { ratingQuery } from '../reviews.ts';
import { useApi } from '../../../platform/useApi.ts';
import { useSite } from '../../../platform/siteContext.tsx';
import { useT } from '../../../i18n/useT.ts';
import { SectionErrorBoundary } from '../../../ui/SectionErrorBoundary.tsx';
import { StreamedQuery } from '../../../ui/StreamedQuery.tsx';
import { reusedFormat } from '../../../i18n/reusedFormat.ts';
import { intlLocale, type Language } from '../../../../shared/i18n/languages.ts';

const ratingFormat = reusedFormat(
  (lang: Language) => new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 1 }),
);

/** Rating and number of reviews (SPEC §7 reviews API); its line is reserved while they load. */
export function CardRating({ code }: { code: string }) {
  const t = useT();
  const api = useApi();
  const { lang } = useSite();
  const reserved = <p className="accommodation-rating" aria-hidden="true" />;
  return (
    <SectionErrorBoundary fallback={reserved}>
      <Suspense fallback={reserved}>
        <StreamedQuery query={ratingQuery(api, code)}>
          {({ rating, totalHits }) => (
            <p className="accommodation-rating">
              {rating === null || totalHits === 0
                ? t('card.noReviews')
                : t('card.rating', {
                    rating: ratingFormat(lang).format(rating),
                    count: totalHits,
                  })}
            </p>
          )}
        </StreamedQuery>
      </Suspense>
    </SectionErrorBoundary>
  );
}
