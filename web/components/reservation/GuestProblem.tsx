import { useSite } from '../../app/siteContext.tsx';
import { useT } from '../../i18n/useT.ts';
import { PageTitle } from '../PageTitle.tsx';

type Problem = 'notFound' | 'rateLimited' | 'internal';

/** SPEC §8 guest error page: invalid token, rate limit, internal error; each says what to do next. */
export function GuestProblem({ problem }: { problem: Problem }) {
  const t = useT();
  const { contactPhone } = useSite();
  const title =
    problem === 'notFound'
      ? t('reservation.notFound.title')
      : problem === 'rateLimited'
        ? t('res.rateLimited.title')
        : t('res.internal.title');
  return (
    <section className="guest-error">
      <PageTitle>{title}</PageTitle>
      <img src="/images/robot.svg" width="160" height="160" alt="" />
      <h1>{title}</h1>
      {problem === 'notFound' && (
        <>
          <p>{t('reservation.notFound.text')}</p>
          {contactPhone && <p>{t('reservation.notFound.phone', { phone: contactPhone })}</p>}
        </>
      )}
      {problem === 'rateLimited' && <p role="alert">{t('res.rateLimited.text')}</p>}
      {problem === 'internal' && (
        <>
          <p>{t('res.internal.text')}</p>
          <button type="button" className="button cta" onClick={() => window.location.reload()}>
            {t('res.internal.retry')}
          </button>
        </>
      )}
    </section>
  );
}
