import type { OfflineMessageId } from './texts.en.ts';

/** German texts of the offline layer. */
export const offlineDe: Record<OfflineMessageId, string> = {
  'offline.savedCopy': 'Gespeichert am {savedAt}; Sie sind offline.',
  'offline.device.heading': 'Auf diesem Gerät',
  'offline.device.text':
    'Sobald Sie diese Buchung geöffnet haben, bleibt sie bis zum Tag nach der Abreise auf diesem Gerät gespeichert und öffnet sich so auch ohne Verbindung.',
  'offline.device.forget': 'Dieses Gerät vergessen',
  'offline.device.forgotten': 'Die gespeicherten Kopien sind von diesem Gerät gelöscht.',
  'offline.device.forgetFailed':
    'Die gespeicherten Kopien konnten nicht gelöscht werden. Bitte versuchen Sie es noch einmal.',
  'offline.page.title': 'Sie sind offline',
  'offline.page.text':
    'Diese Seite ist auf diesem Gerät nicht gespeichert. Sie öffnet sich wieder, sobald Sie eine Verbindung haben.',
  'offline.page.saved': 'Auf diesem Gerät gespeichert',
  'offline.page.none':
    'Auf diesem Gerät ist keine Buchung gespeichert. Eine Buchung, die Sie öffnen, bleibt hier bis zum Tag nach der Abreise.',
  'offline.page.savedAt': 'Gespeichert am {savedAt}',
  'offline.page.retry': 'Erneut versuchen',
  'offline.app.name': 'Holiday Homes: mein Aufenthalt',
  'offline.app.shortName': 'Mein Aufenthalt',
  'offline.app.description': 'Ihre Buchung, auch ohne Verbindung.',
};
