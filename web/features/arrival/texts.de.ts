import type { arrivalEn } from './texts.en.ts';

/** Deutsche Texte der Anreiseseite und der Kalenderdatei des Aufenthalts. */
export const arrivalDe: Record<keyof typeof arrivalEn, string> = {
  'arrival.title': 'Ihre Anreise',
  'arrival.heading': 'Ihre Anreise zu {name}',
  'arrival.calendar': 'In den Kalender',
  'arrival.print': 'Drucken',
  'arrival.none':
    'Die Anreiseinformationen für diesen Aufenthalt liegen uns noch nicht vor. Sie erscheinen auf dieser Seite, sobald das Haus sie uns schickt.',
  'arrival.cancelled': 'Diese Buchung ist storniert, es gibt also keine Anreise vorzubereiten.',
  'arrival.notAGuestStay':
    'Diese Buchung ist kein Gästeaufenthalt, daher gibt es keine Anreiseinformationen.',
  'arrival.stayOver': 'Ihr Aufenthalt ist zu Ende. Türcode und WLAN-Passwort werden nicht mehr angezeigt.',
  'arrival.loadFailed':
    'Die Anreiseinformationen konnten gerade nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.',
  'arrival.getIn.heading': 'So kommen Sie ins Haus',
  'arrival.handover.keyBox': 'Schlüsselbox',
  'arrival.handover.keyholder': 'Persönliche Schlüsselübergabe',
  'arrival.handover.reception': 'Schlüssel an der Rezeption abholen',
  'arrival.handover.where': 'Wo',
  'arrival.handover.when': 'Wann',
  'arrival.code': 'Code der Schlüsselbox',
  'arrival.code.pending':
    'Der Code ist unterwegs. Bitte laden Sie diese Seite in ein paar Minuten neu oder rufen Sie Ihre Ansprechperson für die Schlüssel an.',
  'arrival.reveal':
    '{subject, select, code {Der Code erscheint} other {Das WLAN-Passwort erscheint}} {when, select, later {am {date}} other {hier}}{missing, select, none {} other {, sobald {missing}}}.',
  'arrival.reveal.confirmation': 'die Buchung bestätigt ist',
  'arrival.reveal.payment': 'die Zahlung eingegangen ist',
  'arrival.reveal.precheckin': 'der Vorab-Check-in erledigt ist',
  'arrival.reveal.precheckinClosed':
    'Der Online-Vorab-Check-in ist geschlossen. Bitte rufen Sie Ihre Ansprechperson für die Schlüssel an; dort erhalten Sie den Code.',
  'arrival.window.heading': 'Check-in und Check-out',
  'arrival.window.checkin': 'Check-in am {date}, zwischen {from} und {until} Uhr',
  'arrival.window.checkout': 'Check-out am {date}, bis {until} Uhr',
  'arrival.window.houseTime': 'Alle Zeiten sind Ortszeit am Haus.',
  'arrival.address.heading': 'Adresse und Anfahrt',
  'arrival.address.mapApp': 'In Ihrer Karten-App öffnen',
  'arrival.address.webMap': 'Karte bei OpenStreetMap öffnen',
  'arrival.wifi.heading': 'WLAN',
  'arrival.wifi.name': 'Netzwerk',
  'arrival.wifi.password': 'Passwort',
  'arrival.parking.heading': 'Parken',
  'arrival.rules.heading': 'Hausregeln',
  'arrival.phones.heading': 'Telefonnummern',
  'arrival.phones.keyholder': 'Schlüsselübergabe: {name}',
  'arrival.phones.emergency': 'Notfälle, Tag und Nacht',
  'arrival.copy.code': 'Code kopieren',
  'arrival.copy.password': 'Passwort kopieren',
  'arrival.copied': 'Kopiert.',
  'arrival.ics.stay': 'Ihr Aufenthalt',
  'arrival.ics.checkin': 'Check-in:',
  'arrival.ics.checkout': 'Check-out bis:',
  'arrival.ics.page': 'Alles für Ihre Anreise:',
};
