import type { authEn } from './texts.en.ts';

/** Deutsche Texte für An- und Registrierung (Anmeldedialog, seine Seiten, Kontoschutz). */
export const authDe: Record<keyof typeof authEn, string> = {
  'auth.close': 'Schließen',
  'auth.or': 'oder',
  'auth.email': 'E-Mail-Adresse',
  'auth.password': 'Passwort',
  'auth.passwordConfirmation': 'Passwort wiederholen',
  'auth.passwordRule': 'Mindestens 8 Zeichen.',
  'auth.passwordLengthOk': 'Lang genug',
  'auth.passwordTooShort': 'Ihr Passwort braucht mindestens 8 Zeichen.',
  'auth.passwordRequired': 'Bitte geben Sie Ihr Passwort ein.',
  'auth.noMatch': 'Die Passwörter stimmen nicht überein.',
  'auth.invalidEmail': 'Ungültige E-Mail-Adresse',
  'auth.continue': 'Weiter',
  'auth.back': 'Zurück',
  'auth.backToSignIn': 'Zurück zur Anmeldung',
  'auth.privacy.before': 'Mit dem Fortfahren stimmen Sie unserer',
  'auth.privacy.link': 'Datenschutzerklärung',
  'auth.privacy.after': ' zu.',
  'auth.social.apple': 'Weiter mit Apple',
  'auth.social.google': 'Weiter mit Google',
  'auth.signin.title': 'Anmelden',
  'auth.signin.submit': 'Anmelden',
  'auth.signin.noAccount': 'Neu hier?',
  'auth.signin.link': 'Anmelden',
  'auth.signup.title': 'Konto erstellen',
  'auth.signup.link': 'Konto erstellen',
  'auth.signup.haveAccount': 'Sie haben schon ein Konto?',
  'auth.signup.for': 'Wählen Sie ein Passwort für {email}.',
  'auth.signup.submit': 'Konto erstellen',
  'auth.verification.title': 'E-Mail-Adresse bestätigen',
  'auth.verification.text':
    'Wir haben einen sechsstelligen Code an {email} gesendet. Geben Sie ihn hier ein.',
  'auth.verification.textNoEmail': 'Geben Sie den sechsstelligen Code aus unserer E-Mail ein.',
  'auth.forgotPassword.title': 'Passwort vergessen?',
  'auth.forgotPassword.link': 'Passwort vergessen?',
  'auth.forgotPassword.text': 'Geben Sie die E-Mail-Adresse Ihres Kontos ein, wir senden Ihnen einen Code.',
  'auth.forgotPassword.submit': 'Code senden',
  'auth.recoverVerification.title': 'Code eingeben',
  'auth.recoverVerification.text':
    'Wenn zu {email} ein Konto gehört, haben wir einen sechsstelligen Code dorthin gesendet. Geben Sie ihn hier ein.',
  'auth.resetPassword.title': 'Neues Passwort wählen',
  'auth.resetPassword.submit': 'Neues Passwort speichern',
  'auth.resetPassword.changed': 'Ihr Passwort wurde geändert und Sie sind angemeldet.',
  'auth.resetPassword.countdown':
    '{seconds, plural, one {Dieses Fenster schließt sich in # Sekunde.} other {Dieses Fenster schließt sich in # Sekunden.}}',
  'auth.checkingSession': 'Einen Moment bitte …',
  'auth.page.text': 'In Ihrem Konto finden Sie Buchungen, Wunschlisten und Profil an einem Ort.',
  'auth.callback.pending': 'Einen Moment, wir melden Sie an …',
  'auth.callback.failed': 'Die Anmeldung wurde nicht abgeschlossen. Bitte versuchen Sie es noch einmal.',
  'auth.callback.home': 'Zur Startseite',
  'auth.error.noRegisterFlowError':
    'Die Registrierung konnte nicht starten. Bitte versuchen Sie es gleich noch einmal.',
  'auth.error.noLoginFlowError':
    'Die Anmeldung konnte nicht starten. Bitte versuchen Sie es gleich noch einmal.',
  'auth.error.noRecoverFlowError':
    'Das Zurücksetzen konnte nicht starten. Bitte versuchen Sie es gleich noch einmal.',
  'auth.error.initError':
    'Diese Anmeldung konnte nicht starten. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
  'auth.error.unknownError': 'Etwas ist schiefgegangen. Bitte versuchen Sie es noch einmal.',
  'auth.error.alreadyUsedError':
    'Zu dieser E-Mail-Adresse gibt es schon ein Konto. Bitte melden Sie sich an.',
  'auth.error.databreachError':
    'Dieses Passwort ist aus einem Datenleck bekannt und daher nicht sicher. Bitte wählen Sie ein anderes.',
  'auth.error.expiredCode': 'Dieser Code ist abgelaufen. Bitte fordern Sie einen neuen an.',
  'auth.error.invalidCode':
    'Dieser Code stimmt nicht oder ist nicht mehr gültig. Prüfen Sie ihn oder fordern Sie einen neuen an.',
  'auth.error.loginError': 'Wir erkennen diese E-Mail-Adresse und dieses Passwort nicht',
  'auth.error.redirectError': 'Wir leiten Sie zur richtigen Seite weiter …',
  'auth.error.sessionExistsError': 'Sie sind bereits angemeldet.',
  'auth.error.sessionRefreshRequiredError': 'Bitte melden Sie sich zu Ihrer Sicherheit erneut an.',
  'auth.error.emailError': 'Bitte prüfen Sie Ihre E-Mail-Adresse: An sie können wir keine E-Mails senden.',
  'auth.error.emailRequired': 'Bitte geben Sie die E-Mail-Adresse Ihres Kontos ein.',
  'account.checkingSession': 'Ihre Anmeldung wird geprüft …',
  'account.signInNeeded': 'Bitte melden Sie sich an',
  'account.signInNeeded.text': 'Melden Sie sich an, um Ihre Buchungen, Wunschlisten und Ihr Profil zu sehen.',
};
