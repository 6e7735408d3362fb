import type { D1Database } from './env.ts';
import { sendMail, sendMailWithin, type MailLimit } from './outbox.ts';
import { inLanguage, languageOr, type Localised } from '../i18n/inLanguage.ts';
import { intlLocale } from '../../shared/i18n/languages.ts';

/**
 * The sandbox's own mails to guests, in the reservation's (or the account's) language: English and
 * German here, the other languages in sandbox/i18n by the English text. `{name}` is a value.
 */
const TEXTS = {
  authcode: {
    subject: {
      en: 'Your verification code for reservation {number}',
      de: 'Ihr Bestätigungscode für Reservierung {number}',
    },
    text: {
      en: 'Your verification code is {code}.\n\nEnter it on the reservation page to confirm your change. It is valid for 15 minutes.\nIf you did not ask for it, you can ignore this e-mail.',
      de: 'Ihr Bestätigungscode lautet {code}.\n\nGeben Sie ihn auf der Reservierungsseite ein, um Ihre Änderung zu bestätigen. Er gilt 15 Minuten.\nWenn Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren.',
    },
  },
  changed: {
    subject: { en: 'Reservation {number} changed', de: 'Reservierung {number} geändert' },
    text: {
      en: 'Your reservation has been changed. The new details are on your reservation page.',
      de: 'Ihre Reservierung wurde geändert. Die neuen Angaben finden Sie auf Ihrer Reservierungsseite.',
    },
  },
  cancelled: {
    subject: { en: 'Reservation {number} cancelled', de: 'Reservierung {number} storniert' },
    text: {
      en: 'Your reservation has been cancelled. If you paid more than the cancellation fee, choose your refund on the reservation page.',
      de: 'Ihre Reservierung wurde storniert. Haben Sie mehr als die Stornogebühr bezahlt, wählen Sie Ihre Rückerstattung auf der Reservierungsseite.',
    },
  },
  refund: {
    subject: { en: 'Refund for reservation {number}', de: 'Rückerstattung für Reservierung {number}' },
    text: { en: '{detail}', de: '{detail}' },
  },
  payment: {
    subject: {
      en: 'Payment received for reservation {number}',
      de: 'Zahlung für Reservierung {number} erhalten',
    },
    text: { en: 'Thank you: we received {amount}.', de: 'Vielen Dank: Wir haben {amount} erhalten.' },
  },
  arrivalReady: {
    subject: {
      en: 'Your arrival details for reservation {number} are ready',
      de: 'Ihre Anreiseinformationen für Reservierung {number} sind da',
    },
    text: {
      en: 'The key box code and everything else for your arrival are now on your arrival page:\n{url}\n\nKeep the link to yourself: whoever has it can see the code.',
      de: 'Der Code für den Schlüsselkasten und alles Weitere für Ihre Anreise stehen jetzt auf Ihrer Anreiseseite:\n{url}\n\nGeben Sie den Link nicht weiter: Wer ihn hat, sieht den Code.',
    },
  },
  // The account's mails (guestworld-api, and the webcc-api forms of the account area).
  linkCode: {
    subject: {
      en: 'Your code to add reservation {number} to your account',
      de: 'Ihr Code, um Reservierung {number} Ihrem Konto hinzuzufügen',
    },
    text: {
      en: 'Your code is {code}.\n\nEnter it in your account to add this booking. It is valid for 15 minutes.\nIf you did not ask for it, you can ignore this e-mail.',
      de: 'Ihr Code lautet {code}.\n\nGeben Sie ihn in Ihrem Konto ein, um diese Buchung hinzuzufügen. Er gilt 15 Minuten.\nWenn Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren.',
    },
  },
  reservationLink: {
    subject: { en: 'Your link to reservation {number}', de: 'Ihr Link zu Reservierung {number}' },
    text: {
      en: 'Here is your personal link again:\n{url}\n\nKeep it to yourself: whoever has it can manage the booking.',
      de: 'Hier ist Ihr persönlicher Link noch einmal:\n{url}\n\nGeben Sie ihn nicht weiter: Wer ihn hat, kann die Buchung verwalten.',
    },
  },
  catalogue: {
    subject: { en: 'Your catalogue is on its way', de: 'Ihr Katalog ist unterwegs' },
    text: {
      en: 'Dear {name},\n\nthank you for your request: your personal catalogue will reach you by post within a few days.',
      de: 'Guten Tag {name},\n\nvielen Dank für Ihre Anfrage: Ihr persönlicher Katalog erreicht Sie in einigen Tagen per Post.',
    },
  },
} satisfies Record<string, { subject: Localised; text: Localised }>;

type Kind = keyof typeof TEXTS;
type MailValues = Record<string, string>;

/** A mail in a language: the reservation's or the account's, English for one the portal does not speak. */
export function composed(kind: Kind, language: string, values: MailValues) {
  const lang = languageOr(language);
  return {
    kind,
    subject: inLanguage(TEXTS[kind].subject, lang, values),
    text: inLanguage(TEXTS[kind].text, lang, values),
  };
}

/** A mail to the guest in the reservation's (or the account's) language. */
export async function mailGuest(
  db: D1Database,
  to: string,
  language: string,
  kind: Kind,
  values: MailValues,
): Promise<void> {
  await sendMail(db, { to, ...composed(kind, language, values) });
}

/** `mailGuest` to an address a stranger may have typed: false, and nothing sent, past the limit. */
export function mailGuestWithin(
  db: D1Database,
  to: string,
  language: string,
  kind: Kind,
  values: MailValues,
  limit: MailLimit,
): Promise<boolean> {
  return sendMailWithin(db, { to, ...composed(kind, language, values) }, limit);
}

export function formatAmount(cents: number, currency: string, language: string): string {
  const lang = languageOr(language);
  // A British English amount ("€12.00") as the reservation service writes it; the others by Intl.
  return new Intl.NumberFormat(lang === 'en' ? 'en-GB' : intlLocale(lang), {
    style: 'currency',
    currency,
  }).format(cents / 100);
}
