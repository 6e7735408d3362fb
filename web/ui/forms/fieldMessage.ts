import type { MessageId } from '../../i18n/catalog.ts';

/**
 * SPEC §5, §8: the words for every error key a form's rules give (shared/'s schemas, and the
 * services' field messages). A field that words a key its own way has it under its wording.
 */
const FIELD_MESSAGES = {
  required: 'error.required',
  tooLong: 'error.tooLong',
  forbiddenCharacters: 'error.forbiddenCharacters',
  numbersOnly: 'error.numbersOnly',
  invalidPhone: 'error.invalidPhone',
  invalidEmail: 'error.invalidEmail',
  invalidDate: 'error.invalidDate',
  implausibleDate: 'error.implausibleDate',
  expiresDuringStay: 'error.expiresDuringStay',
  secondSurnameRequired: 'error.secondSurnameRequired',
  relationshipRequired: 'error.relationshipRequired',
  placeOfBirthInItaly: 'error.placeOfBirthInItaly',
  spanishIdFormat: 'error.spanishIdFormat',
  spanishIdCheckLetter: 'error.spanishIdCheckLetter',
  spanishSupportNumber: 'error.spanishSupportNumber',
  signatureRequired: 'error.signatureRequired',
  signatureInvalid: 'error.signatureInvalid',
  signatureNameMismatch: 'error.signatureNameMismatch',
  signedByTraveller: 'error.signedByTraveller',
  outsideCategory: 'error.outsideCategory',
  invalidTime: 'error.invalidTime',
  endNotAfterStart: 'error.endNotAfterStart',
  ratingRequired: 'review.ratingRequired',
  titleRequired: 'review.titleRequired',
  titleTooLong: 'review.titleTooLong',
  notesTooLong: 'review.notesTooLong',
  textTooShort: 'review.textTooShort',
  textTooLong: 'review.textTooLong',
  policyRequired: 'review.policyRequired',
  invalidIban: 'refund.invalidIban',
  accountHolderRequired: 'refund.accountHolderRequired',
  'wishlistName.required': 'wishlists.nameError.required',
  'wishlistName.tooLong': 'wishlists.nameError.tooLong',
  'wishlistName.forbiddenCharacters': 'wishlists.nameError.forbiddenCharacters',
  'deletionComment.tooLong': 'acc.delete.commentTooLong',
} as const satisfies Record<string, MessageId>;

type Key = keyof typeof FIELD_MESSAGES;

type ScopeOf<K> = K extends `${infer Scope}.${string}` ? Scope : never;
/** A field that words some keys its own way: a wishlist's name, the deletion survey's comment. */
export type Wording = ScopeOf<Key>;

/**
 * The message id for an error key; a key without words of its own (a service's new one) reads as
 * the field's "required".
 */
export function fieldMessage(key: string, wording?: Wording): MessageId {
  const words = (candidate: string) =>
    Object.hasOwn(FIELD_MESSAGES, candidate) ? FIELD_MESSAGES[candidate as Key] : undefined;
  return (
    (wording && words(`${wording}.${key}`)) ??
    words(key) ??
    (wording && words(`${wording}.required`)) ??
    FIELD_MESSAGES.required
  );
}
