import type { D1Database } from '../kit/env.ts';
import { sendMail } from '../kit/outbox.ts';
import type { Lang } from './flowTypes.ts';
import { inLanguage, type Localised } from '../i18n/inLanguage.ts';

/**
 * The identity service's mails, in the account's language (English and German here, the others in
 * sandbox/i18n by the English text). A code is the only six-digit number in its mail, so people and
 * tests can pick it out.
 */
const TEXTS = {
  verification: {
    subject: { en: 'Please verify your email address', de: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' },
    text: {
      en: 'Hi,\n\nplease verify your email address by entering this code:\n\n{code}\n\nThe code is valid for 15 minutes.\nIf you did not create an account, you can ignore this e-mail.',
      de: 'Hallo,\n\nbitte bestätigen Sie Ihre E-Mail-Adresse mit diesem Code:\n\n{code}\n\nDer Code gilt 15 Minuten.\nWenn Sie kein Konto angelegt haben, können Sie diese E-Mail ignorieren.',
    },
  },
  recovery: {
    subject: { en: 'Recover access to your account', de: 'Zugang zu Ihrem Konto wiederherstellen' },
    text: {
      en: 'Hi,\n\nplease recover access to your account by entering this code:\n\n{code}\n\nThe code is valid for 15 minutes.\nIf you did not ask for it, you can ignore this e-mail.',
      de: 'Hallo,\n\nmit diesem Code stellen Sie den Zugang zu Ihrem Konto wieder her:\n\n{code}\n\nDer Code gilt 15 Minuten.\nWenn Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren.',
    },
  },
  recoveryUnknown: {
    subject: { en: 'Recover access to your account', de: 'Zugang zu Ihrem Konto wiederherstellen' },
    text: {
      en: 'Hi,\n\nsomeone asked to recover access to an account with this email address ({address}), but there is no account for it.\nIf it was you, check the address you signed up with or create a new account.\nIf not, you can ignore this e-mail.',
      de: 'Hallo,\n\njemand wollte den Zugang zu einem Konto mit dieser E-Mail-Adresse ({address}) wiederherstellen, aber dazu gibt es kein Konto.\nWaren Sie das, prüfen Sie die Adresse, mit der Sie sich registriert haben, oder legen Sie ein neues Konto an.\nWenn nicht, können Sie diese E-Mail ignorieren.',
    },
  },
} satisfies Record<string, { subject: Localised; text: Localised }>;

function mail(kind: keyof typeof TEXTS, lang: Lang, values: Record<string, string>) {
  return {
    subject: inLanguage(TEXTS[kind].subject, lang, values),
    text: inLanguage(TEXTS[kind].text, lang, values),
  };
}

export async function mailCode(
  db: D1Database,
  kind: 'verification' | 'recovery',
  to: string,
  lang: Lang,
  code: string,
): Promise<void> {
  await sendMail(db, { to, ...mail(kind, lang, { code }) });
}

export async function mailNoAccount(db: D1Database, to: string, lang: Lang): Promise<void> {
  await sendMail(db, { to, ...mail('recoveryUnknown', lang, { address: to }) });
}
