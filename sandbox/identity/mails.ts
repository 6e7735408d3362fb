import type { D1Database } from '../env.ts';
import { sendMail } from '../outbox.ts';
import type { Lang } from './flowTypes.ts';

/**
 * The identity service's mails, English and German. A code is the only six-digit number in its
 * mail, so people and tests can pick it out.
 */
const TEXTS = {
  verification: {
    en: (code: string) => ({
      subject: 'Please verify your email address',
      text: `Hi,\n\nplease verify your email address by entering this code:\n\n${code}\n\nThe code is valid for 15 minutes.\nIf you did not create an account, you can ignore this e-mail.`,
    }),
    de: (code: string) => ({
      subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
      text: `Hallo,\n\nbitte bestätigen Sie Ihre E-Mail-Adresse mit diesem Code:\n\n${code}\n\nDer Code gilt 15 Minuten.\nWenn Sie kein Konto angelegt haben, können Sie diese E-Mail ignorieren.`,
    }),
  },
  recovery: {
    en: (code: string) => ({
      subject: 'Recover access to your account',
      text: `Hi,\n\nplease recover access to your account by entering this code:\n\n${code}\n\nThe code is valid for 15 minutes.\nIf you did not ask for it, you can ignore this e-mail.`,
    }),
    de: (code: string) => ({
      subject: 'Zugang zu Ihrem Konto wiederherstellen',
      text: `Hallo,\n\nmit diesem Code stellen Sie den Zugang zu Ihrem Konto wieder her:\n\n${code}\n\nDer Code gilt 15 Minuten.\nWenn Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren.`,
    }),
  },
  recoveryUnknown: {
    en: (address: string) => ({
      subject: 'Recover access to your account',
      text: `Hi,\n\nsomeone asked to recover access to an account with this email address (${address}), but there is no account for it.\nIf it was you, check the address you signed up with or create a new account.\nIf not, you can ignore this e-mail.`,
    }),
    de: (address: string) => ({
      subject: 'Zugang zu Ihrem Konto wiederherstellen',
      text: `Hallo,\n\njemand wollte den Zugang zu einem Konto mit dieser E-Mail-Adresse (${address}) wiederherstellen, aber dazu gibt es kein Konto.\nWaren Sie das, prüfen Sie die Adresse, mit der Sie sich registriert haben, oder legen Sie ein neues Konto an.\nWenn nicht, können Sie diese E-Mail ignorieren.`,
    }),
  },
} as const;

export async function mailCode(
  db: D1Database,
  kind: 'verification' | 'recovery',
  to: string,
  lang: Lang,
  code: string,
): Promise<void> {
  await sendMail(db, { to, ...TEXTS[kind][lang](code) });
}

export async function mailNoAccount(db: D1Database, to: string, lang: Lang): Promise<void> {
  await sendMail(db, { to, ...TEXTS.recoveryUnknown[lang](to) });
}
