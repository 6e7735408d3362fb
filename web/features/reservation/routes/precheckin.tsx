import { ActionPage } from '../components/ActionPage.tsx';
import { PrecheckinLink, PrecheckinStatus } from '../components/PrecheckinStatus.tsx';

/** The reservation's pre-check-in: whether it is open, from when and until when. */
export function Component() {
  return (
    <ActionPage title="page.reservation.precheckin">
      <section className="panel">
        <PrecheckinStatus />
        <PrecheckinLink />
      </section>
    </ActionPage>
  );
}
