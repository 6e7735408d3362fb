import type { D1Database } from './env.ts';
import { sendMail, sendMailWithin, type MailLimit } from './outbox.ts';

type Lang = 'en' | 'de';

const TEXTS = {
  authcode: {
    en: (v: { number: string; code: string }) => ({
      subject: `Your verification code for reservation ${v.number}`,
      text: `Your verification code is ${v.code}.\n\nEnter it on the reservation page to confirm your change. It is valid for 15 minutes.\nIf you did not ask for it, you can ignore this e-mail.`,
    }),
    de: (v: { number: string; code: string }) => ({
      subject: `Ihr Bestätigungscode für Reservierung ${v.number}`,
      text: `Ihr Bestätigungscode lautet ${v.code}.\n\nGeben Sie ihn auf der Reservierungsseite ein, um Ihre Änderung zu bestätigen. Er gilt 15 Minuten.\nWenn Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren.`,
    }),
  },
  changed: {
    en: (v: { number: string }) => ({
      subject: `Reservation ${v.number} changed`,
      text: 'Your reservation has been changed. The new details are on your reservation page.',
    }),
    de: (v: { number: string }) => ({
      subject: `Reservierung ${v.number} geändert`,
      text: 'Ihre Reservierung wurde geändert. Die neuen Angaben finden Sie auf Ihrer Reservierungsseite.',
    }),
  },
  cancelled: {
    en: (v: { number: string }) => ({
      subject: `Reservation ${v.number} cancelled`,
      text: 'Your reservation has been cancelled. If you paid more than the cancellation fee, choose your refund on the reservation page.',
    }),
    de: (v: { number: string }) => ({
      subject: `Reservierung ${v.number} storniert`,
      text: 'Ihre Reservierung wurde storniert. Haben Sie mehr als die Stornogebühr bezahlt, wählen Sie Ihre Rückerstattung auf der Reservierungsseite.',
    }),
  },
  refund: {
    en: (v: { number: string; detail: string }) => ({
      subject: `Refund for reservation ${v.number}`,
      text: v.detail,
    }),
    de: (v: { number: string; detail: string }) => ({
      subject: `Rückerstattung für Reservierung ${v.number}`,
      text: v.detail,
    }),
  },
  payment: {
    en: (v: { number: string; amount: string }) => ({
      subject: `Payment received for reservation ${v.number}`,
      text: `Thank you: we received ${v.amount}.`,
    }),
    de: (v: { number: string; amount: string }) => ({
      subject: `Zahlung für Reservierung ${v.number} erhalten`,
      text: `Vielen Dank: Wir haben ${v.amount} erhalten.`,
    }),
  },
  // The account's mails (guestworld-api, and the webcc-api forms of the account area).
  linkCode: {
    en: (v: { number: string; code: string }) => ({
      subject: `Your code to add reservation ${v.number} to your account`,
      text: `Your code is ${v.code}.\n\nEnter it in your account to add this booking. It is valid for 15 minutes.\nIf you did not ask for it, you can ignore this e-mail.`,
    }),
    de: (v: { number: string; code: string }) => ({
      subject: `Ihr Code, um Reservierung ${v.number} Ihrem Konto hinzuzufügen`,
      text: `Ihr Code lautet ${v.code}.\n\nGeben Sie ihn in Ihrem Konto ein, um diese Buchung hinzuzufügen. Er gilt 15 Minuten.\nWenn Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren.`,
    }),
  },
  reservationLink: {
    en: (v: { number: string; url: string }) => ({
      subject: `Your link to reservation ${v.number}`,
      text: `Here is your personal link again:\n${v.url}\n\nKeep it to yourself: whoever has it can manage the booking.`,
    }),
    de: (v: { number: string; url: string }) => ({
      subject: `Ihr Link zu Reservierung ${v.number}`,
      text: `Hier ist Ihr persönlicher Link noch einmal:\n${v.url}\n\nGeben Sie ihn nicht weiter: Wer ihn hat, kann die Buchung verwalten.`,
    }),
  },
  catalogue: {
    en: (v: { name: string }) => ({
      subject: 'Your catalogue is on its way',
      text: `Dear ${v.name},\n\nthank you for your request: your personal catalogue will reach you by post within a few days.`,
    }),
    de: (v: { name: string }) => ({
      subject: 'Ihr Katalog ist unterwegs',
      text: `Guten Tag ${v.name},\n\nvielen Dank für Ihre Anfrage: Ihr persönlicher Katalog erreicht Sie in einigen Tagen per Post.`,
    }),
  },
} as const;

type Kind = keyof typeof TEXTS;

function composed<K extends Kind>(kind: K, language: string, values: Parameters<(typeof TEXTS)[K]['en']>[0]) {
  const lang: Lang = language === 'de' ? 'de' : 'en';
  const compose = TEXTS[kind][lang] as (v: typeof values) => { subject: string; text: string };
  return { kind, ...compose(values) };
}

/** A mail to the guest in the reservation's (or the account's) language. */
export async function mailGuest<K extends Kind>(
  db: D1Database,
  to: string,
  language: string,
  kind: K,
  values: Parameters<(typeof TEXTS)[K]['en']>[0],
): Promise<void> {
  await sendMail(db, { to, ...composed(kind, language, values) });
}

/** `mailGuest` to an address a stranger may have typed: false, and nothing sent, past the limit. */
export function mailGuestWithin<K extends Kind>(
  db: D1Database,
  to: string,
  language: string,
  kind: K,
  values: Parameters<(typeof TEXTS)[K]['en']>[0],
  limit: MailLimit,
): Promise<boolean> {
  return sendMailWithin(db, { to, ...composed(kind, language, values) }, limit);
}

export function formatAmount(cents: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency }).format(
    cents / 100,
  );
}
