import { Outlet } from 'react-router';

/** Payment results shown inside the payment provider's frame: no header, footer or tracking. */
export function Component() {
  return (
    <main id="main" className="frame-page">
      <Outlet />
    </main>
  );
}
