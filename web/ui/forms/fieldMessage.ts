import type { MessageId } from '../../i18n/catalog.ts';

const KEYS = [
  'required',
  'tooLong',
  'forbiddenCharacters',
  'numbersOnly',
  'invalidEmail',
  'invalidDate',
  'implausibleDate',
  'expiredOnArrival',
  'outsideCategory',
  'invalidTime',
  'endBeforeStart',
] as const;

/** The message id for an error key of the shared rules; anything else reads as "required". */
export function fieldMessage(key: string | undefined): MessageId | undefined {
  if (!key) return undefined;
  return (KEYS as readonly string[]).includes(key) ? (`error.${key}` as MessageId) : 'error.required';
}
