import { useSite } from '../app/siteContext.tsx';
import type { MessageId } from '../i18n/catalog.ts';
import { useT } from '../i18n/useT.ts';
import { PageTitle } from './PageTitle.tsx';
import { Robot } from './icons/Robot.tsx';
import { rateLimitedText } from './waitTime.ts';

type Problem = 'notFound' | 'rateLimited' | 'internal';

/**
 * Whose page failed. A pre-check-in page carries the shared texts and its own, not the
 * reservation's, so its problems are told in shared ones.
 */
type Subject = 'reservation' | 'precheckin';

const TEXTS = {
  reservation: {
    rateLimitedTitle: 'res.rateLimited.title',
    rateLimitedText: 'res.rateLimited.text',
    internalTitle: 'res.internal.title',
    internalText: 'res.internal.text',
    retry: 'res.internal.retry',
  },
  precheckin: {
    rateLimitedTitle: 'guest.rateLimited.title',
    rateLimitedText: 'guest.rateLimited.text',
    internalTitle: 'guest.internal.title',
    internalText: 'guest.precheckin.internalText',
    retry: 'guest.retry',
  },
} satisfies Record<Subject, Record<string, MessageId>>;

/**
 * SPEC §8 guest error page: invalid token, rate limit, internal error; each says what to do next:
 * open the link again, wait as long as the service said (`Retry-After`), or try again, with the
 * phone number for when that does not help.
 */
export function GuestProblem({
  problem,
  subject = 'reservation',
  retryAfterS,
}: {
  problem: Problem;
  subject?: Subject;
  retryAfterS?: number;
}) {
  const t = useT();
  const { contactPhone } = useSite();
  const texts = TEXTS[subject];
  const title =
    problem === 'notFound'
      ? t('reservation.notFound.title')
      : problem === 'rateLimited'
        ? t(texts.rateLimitedTitle)
        : t(texts.internalTitle);
  const phone = contactPhone && <p>{t('reservation.notFound.phone', { phone: contactPhone })}</p>;
  return (
    <section className="guest-error">
      <PageTitle>{title}</PageTitle>
      <Robot size={160} />
      <h1>{title}</h1>
      {problem === 'notFound' && (
        <>
          <p>{t('reservation.notFound.text')}</p>
          {phone}
        </>
      )}
      {problem === 'rateLimited' && (
        <p role="alert">{rateLimitedText(t, texts.rateLimitedText, retryAfterS)}</p>
      )}
      {problem === 'internal' && (
        <>
          <p>{t(texts.internalText)}</p>
          <button type="button" className="button cta" onClick={() => window.location.reload()}>
            {t(texts.retry)}
          </button>
          {phone}
        </>
      )}
    </section>
  );
}
