import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { TokenProblem } from '../platform/api/tokenLookup.ts';
import { useSite } from '../platform/siteContext.tsx';
import type { MessageId } from '../i18n/catalog.ts';
import { useT } from '../i18n/useT.ts';
import { PageTitle } from './PageTitle.tsx';
import { LazyRobot } from './icons/LazyRobot.tsx';
import { rateLimitedText } from './waitTime.ts';

/**
 * Whose page failed. A pre-check-in or shared wishlist page carries the shared texts and its own,
 * not the reservation's, so its problems are told in shared ones.
 */
const TEXTS = {
  reservation: {
    rateLimitedTitle: 'res.rateLimited.title',
    internalTitle: 'res.internal.title',
    internalText: 'res.internal.text',
    retry: 'res.internal.retry',
  },
  precheckin: {
    rateLimitedTitle: 'guest.rateLimited.title',
    internalTitle: 'guest.internal.title',
    internalText: 'guest.precheckin.internalText',
    retry: 'guest.retry',
  },
  wishlist: {
    rateLimitedTitle: 'guest.rateLimited.title',
    internalTitle: 'guest.internal.title',
    internalText: 'wishlists.error.generic',
    retry: 'guest.retry',
  },
} satisfies Record<string, Record<string, MessageId>>;

/** SPEC §8's invalid token: the link in the guest's e-mail, for the pages such a link opens. */
const NOT_FOUND_TEXTS = {
  reservation: { title: 'reservation.notFound.title', text: 'reservation.notFound.text' },
  precheckin: { title: 'pc.notFound.title', text: 'pc.notFound.text' },
} satisfies Record<string, Record<string, MessageId>>;

type Props =
  | { problem: TokenProblem; subject?: keyof typeof NOT_FOUND_TEXTS }
  // A shared wishlist that is not there is nobody's fault: its own page says so (wishlists/routes/shared.tsx).
  | { problem: Exclude<TokenProblem, { kind: 'notFound' }>; subject: 'wishlist' };

/**
 * SPEC §8 guest error page, for what a token look-up came to: invalid token, rate limit, internal
 * error; each says what to do next: open the link again, wait as long as the service said
 * (`Retry-After`), or try again, with the phone number for when that does not help.
 */
export function GuestProblem(props: Props) {
  const t = useT();
  const { contactPhone } = useSite();
  const phone = contactPhone && <p>{t('reservation.notFound.phone', { phone: contactPhone })}</p>;
  if (props.problem.kind === 'notFound' && props.subject !== 'wishlist') {
    const texts = NOT_FOUND_TEXTS[props.subject ?? 'reservation'];
    return (
      <ProblemPage title={t(texts.title)}>
        <p>{t(texts.text)}</p>
        {phone}
      </ProblemPage>
    );
  }
  const { problem } = props;
  const texts = TEXTS[props.subject ?? 'reservation'];
  if (problem.kind === 'rateLimited') {
    return (
      <ProblemPage title={t(texts.rateLimitedTitle)}>
        {/* Under its heading, the page says what to do, not the heading again. */}
        <p role="alert">{rateLimitedText(t, 'guest.rateLimited.page', problem.retryAfterS)}</p>
      </ProblemPage>
    );
  }
  return (
    <ProblemPage title={t(texts.internalTitle)}>
      <p>{t(texts.internalText)}</p>
      <TryAgain label={t(texts.retry)} />
      {phone}
    </ProblemPage>
  );
}

/**
 * "Try again" loads the same page again. A form that asks for it rather than a script: the button
 * works before the page's code has hydrated it, where this page's code loads on its own and a tap
 * meanwhile would be lost (PrecheckinLayout.tsx loads it lazily).
 */
function TryAgain({ label }: { label: string }) {
  const { pathname, search } = useLocation();
  return (
    <form method="get" action={pathname}>
      {[...new URLSearchParams(search)].map(([name, value], index) => (
        <input key={index} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="button cta">
        {label}
      </button>
    </form>
  );
}

function ProblemPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="guest-error">
      <PageTitle>{title}</PageTitle>
      <LazyRobot size={160} />
      <h1>{title}</h1>
      {children}
    </section>
  );
}
