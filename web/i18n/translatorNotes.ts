/**
 * A word for the translator where an English text alone is ambiguous: written into every PO
 * catalogue as the entry's comment (`#.`) by `npm run i18n:sync`. Most of these were asked by the
 * translators of the first eight languages.
 */
export const TRANSLATOR_NOTES: Record<string, string> = {
  'error.validation':
    'Shown when a page’s address is malformed (SPEC §2 wording); to a guest it means the same as “Page not found”.',
  'page.precheckin.checkin':
    'The pre-check-in’s last step, where the guest checks everything and confirms: name it as that step, not as the arrival at the house.',
  'field.passportType.PA':
    'The German identity card (Personalausweis), offered beside the identity card of any other country: say “German identity card” in your language, without the German word.',
  'field.nativePlace':
    'The place of origin some registration forms ask for besides the place of birth (Swiss “Heimatort”).',
  'pc.keep.keptFor':
    'Followed by the authority the details are kept for (the police, the town hall), not by a duration.',
  'pc.invite.shareText':
    'The guest’s own message to a fellow traveller, sent from their phone: write it as one traveller writes to another.',
  'res.voucher.heading':
    'The voucher is the travel document with the key handover details (not a credit note: that is refund.voucher).',
  'refund.voucher':
    'A credit for a future stay, offered instead of a refund (not the travel document: res.voucher.*).',
  'arrival.reveal':
    'Built from parts: {missing} is a list of conditions joined with “and”, {date} a weekday with date and time.',
};
