import { Suspense, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useController, useForm, useWatch } from '../../../ui/forms/useForm.ts';
import { useApi } from '../../../platform/useApi.ts';
import { useSite } from '../../../platform/siteContext.tsx';
import { ownReviewQuery, submitReview } from '../api/reservation.ts';
import { reviewsQuery } from '../../accommodation/reviews.ts';
import { UpstreamError } from '../../../../shared/upstream/upstreamError.ts';
import { intlLocale } from '../../../../shared/i18n/languages.ts';
import { ActionPage } from '../components/ActionPage.tsx';
import { useGuestOffer, useReservation } from '../components/ReservationContext.tsx';
import { Refused } from '../components/Refused.tsx';
import { SectionErrorBoundary } from '../../../ui/SectionErrorBoundary.tsx';
import { StreamedQuery } from '../../../ui/StreamedQuery.tsx';
import { LoadingButton } from '../../../ui/LoadingButton.tsx';
import { CheckboxField } from '../../../ui/forms/CheckboxField.tsx';
import { TextAreaField } from '../../../ui/forms/TextAreaField.tsx';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { errorWords, useFormField } from '../../../ui/forms/useFormField.ts';
import { StarRating } from '../../../ui/StarRating.tsx';
import { useT } from '../../../i18n/useT.ts';
import { formatDay } from '../../../i18n/formatDay.ts';
import { toast } from '../../../ui/toasts.ts';
import type { ReviewForm } from '../../../../shared/reservation/review.ts';
import { REVIEW_FIELDS, REVIEW_LIMITS } from '../../../../shared/reservation/reviewPage.ts';
import { lazySchemaResolver } from '../../../ui/forms/schemaResolver.ts';
import { pageCount } from '../../../../shared/wishlists/pagination.ts';
import type { PublishedReview } from '../../../../shared/reservation/schemas/reservation.ts';

/**
 * SPEC §1 review: what guests say, 10 a page, and the guest's own review once the stay has begun;
 * One review a booking, shown once published, none for a cancelled stay.
 */
export function Component() {
  const reservation = useReservation();
  const review = useGuestOffer('review');
  return (
    <ActionPage title="page.reservation.review">
      {review.offered ? <OwnReviewOrForm /> : <Refused action="review" reason={review.reason} place="page" />}
      <ReviewList accommodationCode={reservation.accommodationCode} />
    </ActionPage>
  );
}

/** The booking's published review, or the form while it has none (and if the look-up fails). */
function OwnReviewOrForm() {
  const t = useT();
  const api = useApi();
  const reservation = useReservation();
  const [published, setPublished] = useState(false);
  const form = <ReviewFormSection onPublished={() => setPublished(true)} />;
  return (
    <SectionErrorBoundary fallback={form}>
      <Suspense fallback={<p className="panel">{t('layout.loading')}</p>}>
        <StreamedQuery query={ownReviewQuery(api, reservation)}>
          {(own) => (own ? <OwnReview review={own} justPublished={published} /> : form)}
        </StreamedQuery>
      </Suspense>
    </SectionErrorBoundary>
  );
}

function OwnReview({ review, justPublished }: { review: PublishedReview; justPublished: boolean }) {
  const t = useT();
  const { lang } = useSite();
  return (
    <section className="panel" aria-labelledby="own-review-heading">
      <h2 id="own-review-heading">{t('review.yours')}</h2>
      <p
        className={justPublished ? 'notice notice-success' : undefined}
        role={justPublished ? 'status' : undefined}
      >
        {justPublished ? t('review.thanks') : t('review.already')}
      </p>
      <p>
        <strong>{review.title}</strong>
      </p>
      <p className="stars">{t('review.stars', { rating: review.rating })}</p>
      <p>{review.text}</p>
      <p className="hint">
        {t('review.byline', { author: review.author, date: formatDay(review.createdAt.slice(0, 10), lang) })}
      </p>
    </section>
  );
}

const resolver = lazySchemaResolver<ReviewForm>(
  async () => (await import('../../../../shared/reservation/review.ts')).reviewFormSchema,
);

function ReviewFormSection({ onPublished }: { onPublished: () => void }) {
  const t = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const reservation = useReservation();
  const form = useForm<ReviewForm>({
    resolver,
    defaultValues: { rating: 0, title: '', notes: '', text: '', policy: false as unknown as true },
  });
  const field = useFormField(form);
  const publish = useMutation({
    mutationFn: (review: ReviewForm) =>
      submitReview(api, {
        token: reservation.token,
        rating: String(review.rating),
        title: review.title,
        notes: review.notes,
        text: review.text,
        policy: 'true',
      }),
    onSuccess: () => {
      toast.success(t('review.toast'));
      onPublished();
      return queryClient.invalidateQueries({ queryKey: ['reviews'] });
    },
    onError: (error) => {
      // Reviewed meanwhile (another tab): the page shows that review instead of the form.
      if (error instanceof UpstreamError && error.status === 409)
        return queryClient.invalidateQueries({ queryKey: ['reviews', 'reservation', reservation.number] });
      if (error instanceof UpstreamError && error.status === 400) {
        for (const [field, key] of Object.entries(error.fields)) {
          if ((REVIEW_FIELDS as readonly string[]).includes(field))
            form.setError(field as keyof ReviewForm, { message: key });
        }
      }
      toast.error(t('action.failed'));
    },
  });
  // Radios give strings; the rating is a number, so the group (StarRating) is controlled.
  const { field: ratingField } = useController({ name: 'rating', control: form.control });
  const textLength = useWatch({ control: form.control, name: 'text' }).length;

  const submit = form.handleSubmit((review) => publish.mutate(review));

  return (
    <form className="panel review-form" onSubmit={submit} noValidate aria-labelledby="review-form-heading">
      <h2 id="review-form-heading">{t('review.formHeading')}</h2>
      <StarRating
        id="review-rating"
        field={ratingField}
        legend={t('review.rating')}
        starLabel={(rating) => t('review.ratingOption', { rating })}
        error={errorWords(form, 'rating', t)}
      />
      <TextField
        label={t('review.title')}
        maxLength={REVIEW_LIMITS.titleMax}
        {...field('title', { id: 'review-title' })}
      />
      <TextAreaField
        label={t('review.text')}
        rows={6}
        hint={`${t('review.textHint')} · ${t('review.characters', { count: textLength, max: REVIEW_LIMITS.textMax })}`}
        {...field('text', { id: 'review-text' })}
      />
      <TextAreaField
        label={t('review.notes')}
        rows={3}
        maxLength={REVIEW_LIMITS.notesMax}
        {...field('notes', { id: 'review-notes' })}
      />
      <CheckboxField label={t('review.policy')} {...field('policy', { id: 'review-policy' })} />
      <LoadingButton type="submit" loading={publish.isPending}>
        {t('review.submit')}
      </LoadingButton>
    </form>
  );
}

function ReviewList({ accommodationCode }: { accommodationCode: string }) {
  const t = useT();
  const api = useApi();
  const { lang } = useSite();
  const [page, setPage] = useState(1);
  const reviews = useQuery({
    ...reviewsQuery(api, accommodationCode, page),
    placeholderData: keepPreviousData,
  });
  const data = reviews.data;
  const pages = data ? pageCount(data._stats.totalHits) : 0;
  return (
    <section className="panel" aria-labelledby="reviews-heading" aria-busy={reviews.isFetching || undefined}>
      <h2 id="reviews-heading">{t('review.listHeading')}</h2>
      {!data ? (
        <p role="status">{t('layout.loading')}</p>
      ) : data._stats.totalHits === 0 ? (
        <p>{t('review.noReviews')}</p>
      ) : (
        <>
          <p>
            {t('review.average', {
              rating: data.rating?.toLocaleString(intlLocale(lang)),
              count: data._stats.totalHits,
            })}
          </p>
          <ul className="review-list">
            {data.reviews.map((review) => (
              <li key={review.id} lang={review.locale}>
                <h3>{review.title}</h3>
                <p className="stars">{t('review.stars', { rating: review.rating })}</p>
                <p>{review.text}</p>
                <p className="hint">
                  {t('review.byline', {
                    author: review.author,
                    date: formatDay(review.createdAt.slice(0, 10), lang),
                  })}
                </p>
              </li>
            ))}
          </ul>
          <nav className="pagination" aria-label={t('review.page', { page, pages })}>
            <button
              type="button"
              className="button outline size-sm"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              {t('review.previous')}
            </button>
            <span aria-live="polite">{t('review.page', { page, pages })}</span>
            <button
              type="button"
              className="button outline size-sm"
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            >
              {t('review.next')}
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
