import { useLingui } from '@lingui/react';
import type { MessageId } from './catalog.ts';

export type Translate = (id: MessageId, values?: Record<string, unknown>) => string;

/** Typed translation: an unknown message id is a compile error. */
export function useT(): Translate {
  const { i18n } = useLingui();
  return (id, values) => i18n._(id, values);
}
