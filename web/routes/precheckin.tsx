import type { ComponentType } from 'react';
import { useT } from '../i18n/useT.ts';
import { PageTitle } from '../components/PageTitle.tsx';
import type { MessageId } from '../i18n/catalog.ts';

function step(title: MessageId): ComponentType {
  return function PrecheckinStep() {
    const t = useT();
    return (
      <>
        <PageTitle>{t(title)}</PageTitle>
        <h2>{t(title)}</h2>
      </>
    );
  };
}

/** The wizard's steps (SPEC §2 pre-check-in steps) and the expired page. */
export const steps = {
  customer: step('page.precheckin.customer'),
  arrival: step('page.precheckin.arrival'),
  pax: step('page.precheckin.pax'),
  travellers: step('page.precheckin.travellers'),
  services: step('page.precheckin.services'),
  checkin: step('page.precheckin.checkin'),
  expired: step('page.precheckin.expired'),
} satisfies Record<string, ComponentType>;
