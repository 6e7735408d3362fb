import type { D1Database } from './env.ts';
import { sendMail } from './outbox.ts';

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
} as const;

type Kind = keyof typeof TEXTS;

/** A mail to the guest in the reservation's language. */
export async function mailGuest<K extends Kind>(
  db: D1Database,
  to: string,
  language: string,
  kind: K,
  values: Parameters<(typeof TEXTS)[K]['en']>[0],
): Promise<void> {
  const lang: Lang = language === 'de' ? 'de' : 'en';
  const compose = TEXTS[kind][lang] as (v: typeof values) => { subject: string; text: string };
  await sendMail(db, { to, ...compose(values) });
}

export function formatAmount(cents: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency }).format(
    cents / 100,
  );
}
