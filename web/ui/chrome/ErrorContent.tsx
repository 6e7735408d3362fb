import { pathTo } from '../../../shared/routes/routePaths.ts';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { useT } from '../../i18n/useT.ts';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';
import { LocalizedLink } from '../LocalizedLink.tsx';
import { PageTitle } from '../PageTitle.tsx';
import { isValidationFailure } from '../routeValidation.ts';
import { LazyRobot } from '../icons/LazyRobot.tsx';

/**
 * SPEC §2: the error page inside a layout that already has the page chrome. An unknown path says
 * 'Page not found: {path}', a route whose validation failed 'Page Not Found: {path}'; both with the
 * robot, an apology and a way home.
 */
export function ErrorContent() {
  const t = useT();
  const error = useRouteError();
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 404
      ? t(isValidationFailure(error) ? 'error.validation' : 'error.notFound', { path: pathname })
      : t('error.generic');
  return (
    <div className="layout">
      <Header />
      <main id="main" className="error-page">
        <PageTitle>{message}</PageTitle>
        <LazyRobot size={200} label={t('error.robotAlt')} />
        <h1>{t('error.title')}</h1>
        <p className="error-message">{message}</p>
        <p>{t('error.apology')}</p>
        <LocalizedLink to={pathTo('home')} className="button cta">
          {t('error.home')}
        </LocalizedLink>
      </main>
      <Footer />
    </div>
  );
}
