import type { PassportScanMessageId } from './texts.en.ts';

/** German texts of the passport and ID card scan. */
export const passportScanDe: Record<PassportScanMessageId, string> = {
  'scan.button': 'Reisepass oder Ausweis scannen',
  'scan.hint':
    'Füllt die Angaben dieser Person aus den Zeilen unten auf dem Dokument aus. Das Foto wird auf diesem Gerät gelesen und verlässt es nie.',
  'scan.how':
    'Legen Sie die Seite mit dem Foto flach in gutes Licht, ohne Spiegelungen, sodass die zwei oder drei Zeilen aus Buchstaben und <-Zeichen unten scharf und vollständig zu sehen sind.',
  'scan.private':
    'Ihr Foto wird hier auf Ihrem Gerät gelesen: Es wird weder hochgeladen noch gespeichert und nach dem Lesen verworfen.',
  'scan.photo': 'Foto aufnehmen oder auswählen',
  'scan.camera': 'Kamerabild verwenden',
  'scan.camera.view':
    'Kamerabild: Halten Sie das Dokument in den Rahmen, mit den Zeilen im unteren Streifen.',
  'scan.camera.take': 'Bild aufnehmen',
  'scan.camera.unavailable':
    'Die Kamera kann hier nicht verwendet werden (keine Berechtigung oder keine Kamera). Sie können trotzdem ein Foto aufnehmen oder auswählen.',
  'scan.opening': 'Die Texterkennung wird geöffnet …',
  'scan.loading': 'Die Texterkennung wird auf Ihrem Gerät vorbereitet: {percent} %',
  'scan.reading': 'Die Zeilen werden gelesen: {percent} %',
  'scan.failed.unreadable':
    'Auf diesem Foto haben wir die Zeilen unten auf dem Dokument nicht gefunden. Bitte nehmen Sie ein neues Foto auf: Legen Sie das Dokument flach hin, vermeiden Sie Spiegelungen und achten Sie darauf, dass alle Zeilen vollständig zu sehen sind.',
  'scan.failed.checkDigits':
    'Die Zeilen wurden gelesen, aber ihre Prüfziffern stimmen nicht: Etwas wurde falsch erkannt. Bitte nehmen Sie ein neues Foto auf: Legen Sie das Dokument flach hin, vermeiden Sie Spiegelungen und achten Sie darauf, dass alle Zeilen vollständig und scharf zu sehen sind.',
  'scan.failed.engine':
    'Die Texterkennung konnte nicht geladen werden. Bitte versuchen Sie es erneut oder geben Sie die Angaben selbst ein.',
  'scan.done':
    '{count, plural, one {# Feld wurde} other {# Felder wurden}} aus Ihrem Dokument ausgefüllt. Bitte prüfen Sie die Angaben.',
  'scan.fromDocument': 'Aus Ihrem Dokument – bitte prüfen.',
  'scan.fromDocument.shortened':
    'Aus Ihrem Dokument, eventuell gekürzt – bitte so ergänzen, wie es im Dokument steht.',
  'scan.close': 'Schließen',
};
