import { data, Outlet, type LoaderFunctionArgs } from 'react-router';
import { FRAME_PAGES_PATH } from '../../../../shared/routes/routeTable.ts';

/**
 * The folder alone is no page (SPEC §2 names only its result pages): it answers 404 with the error
 * page, as any unknown path does, instead of an empty frame.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  if (pathname.replace(/\/+$/, '') === `/${FRAME_PAGES_PATH}`)
    throw data(null, { status: 404, statusText: 'Not Found' });
  return null;
}

/** Payment results shown inside the payment provider's frame: no header, footer or tracking. */
export function Component() {
  return (
    <main id="main" className="frame-page">
      <Outlet />
    </main>
  );
}
