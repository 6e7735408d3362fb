import type { D1Database } from './env.ts';
import { sendMail } from './outbox.ts';

/** The account's mails (guestworld-api and webcc-api forms), in the guest's language. */
const TEXTS = {
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

export async function mailAccount<K extends Kind>(
  db: D1Database,
  to: string,
  language: string,
  kind: K,
  values: Parameters<(typeof TEXTS)[K]['en']>[0],
): Promise<void> {
  const compose = TEXTS[kind][language === 'de' ? 'de' : 'en'] as (v: typeof values) => {
    subject: string;
    text: string;
  };
  await sendMail(db, { to, ...compose(values) });
}
