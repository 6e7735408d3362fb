import { pathTo } from '../../../../shared/routes/routePaths.ts';
import { useSite } from '../../../platform/siteContext.tsx';
import { LocalizedLink } from '../../../ui/LocalizedLink.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { useT } from '../../../i18n/useT.ts';
import { DeviceFavourites } from '../../wishlists/DeviceFavourites.tsx';
import { ThemedIcon } from '../../../ui/icons/ThemedIcon.tsx';
import { useSession } from '../../auth/session.ts';

const OFFERS = [
  {
    title: 'home.offer.reservation.title',
    text: 'home.offer.reservation.text',
    icon: (
      <>
        <rect x="13" y="12" width="22" height="24" rx="3" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M18 20h12M18 26h8" stroke="currentColor" strokeWidth="3" />
      </>
    ),
  },
  {
    title: 'home.offer.precheckin.title',
    text: 'home.offer.precheckin.text',
    icon: (
      <path d="M14 25l7 7 13-15" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    ),
  },
  {
    title: 'home.offer.account.title',
    text: 'home.offer.account.text',
    icon: (
      <>
        <circle cx="24" cy="19" r="6" fill="currentColor" />
        <path d="M13 35q11-12 22 0" fill="currentColor" />
      </>
    ),
  },
] as const;

/** The home page: what the portal offers, the way in for account holders, and help finding a booking link. */
export function Component() {
  const t = useT();
  const { contactPhone } = useSite();
  return (
    <>
      <PageTitle>{t('home.title')}</PageTitle>
      <section className="hero">
        <h1>{t('home.title')}</h1>
        <p className="lead">{t('home.lead')}</p>
      </section>
      <section aria-labelledby="offer-heading">
        <h2 id="offer-heading">{t('home.offer.heading')}</h2>
        <ul className="cards">
          {OFFERS.map((offer) => (
            <li key={offer.title} className="card">
              <ThemedIcon>{offer.icon}</ThemedIcon>
              <h3>{t(offer.title)}</h3>
              <p>{t(offer.text)}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className="two-columns">
        <section aria-labelledby="help-heading" className="panel">
          <h2 id="help-heading">{t('home.help.heading')}</h2>
          <p>{t('home.help.text')}</p>
          <p>{t('home.help.spam')}</p>
          <p>{contactPhone ? t('home.help.phone', { phone: contactPhone }) : t('home.help.noPhone')}</p>
          <p>
            <LocalizedLink to={pathTo('catalogue')}>{t('home.catalogue.link')}</LocalizedLink>
          </p>
        </section>
        <SignInInvitation />
      </div>
      <DeviceFavourites />
    </>
  );
}

/**
 * "Have an account?" for whoever is not signed in. With a session cookie the
 * server leaves it out, as the page does while the session is checked: a signed-in user, the usual
 * holder of that cookie, never sees it come and go.
 */
function SignInInvitation() {
  const t = useT();
  const { session, checking } = useSession();
  if (checking || session) return null;
  return (
    <section aria-labelledby="signin-heading" className="panel">
      <h2 id="signin-heading">{t('home.signIn.heading')}</h2>
      <p>{t('home.signIn.text')}</p>
      <div className="button-row">
        <LocalizedLink to={pathTo('login')} className="button cta">
          {t('home.signIn.button')}
        </LocalizedLink>
        <LocalizedLink to={pathTo('register')} className="button outline">
          {t('home.signIn.register')}
        </LocalizedLink>
      </div>
    </section>
  );
}
