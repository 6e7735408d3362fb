import { Outlet, type LoaderFunctionArgs } from 'react-router';
import { Header } from '../components/Header.tsx';
import { Footer } from '../components/Footer.tsx';
import { PageHeading } from '../components/PageHeading.tsx';
import { validationFailure } from '../components/routeValidation.ts';
import { isWellFormedToken } from '../../shared/paths.ts';

export function loader({ params }: LoaderFunctionArgs) {
  if (!isWellFormedToken(params.token)) throw validationFailure();
  return null;
}

export function Component() {
  return (
    <div className="layout">
      <Header />
      <main id="main" className="content">
        <PageHeading title="page.precheckin" />
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
