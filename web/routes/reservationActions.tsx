import type { ComponentType } from 'react';
import { PageHeading } from '../components/PageHeading.tsx';
import type { MessageId } from '../i18n/messages.en.ts';

const page =
  (title: MessageId): ComponentType =>
  () => <PageHeading title={title} />;

/** What a guest can do with a reservation, one page each. */
export const actions = {
  cancellation: page('page.reservation.cancellation'),
  pax: page('page.reservation.pax'),
  payment: page('page.reservation.payment'),
  precheckin: page('page.reservation.precheckin'),
  refund: page('page.reservation.refund'),
  review: page('page.reservation.review'),
  services: page('page.reservation.services'),
} satisfies Record<string, ComponentType>;
