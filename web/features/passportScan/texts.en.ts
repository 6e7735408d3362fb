/** English texts of the passport and ID card scan. */
export const passportScanEn = {
  'scan.button': 'Scan passport or ID card',
  'scan.hint':
    "Fills in this traveller's details from the lines at the bottom of the document. The photo is read on this device and never leaves it.",
  'scan.how':
    'Lay the page with the photo flat in good light, without glare, so that the two or three lines of letters and < signs at the bottom are sharp and fully in view.',
  'scan.private':
    'Your photo is read here, on your device: it is not uploaded or stored, and it is discarded once read.',
  'scan.photo': 'Take or choose a photo',
  'scan.camera': 'Use the live camera',
  'scan.camera.view': 'Camera view: hold the document inside the frame, with its lines in the lower band.',
  'scan.camera.take': 'Take the picture',
  'scan.camera.unavailable':
    'The camera cannot be used here (no permission, or no camera). You can still take or choose a photo.',
  'scan.opening': 'Opening the scanner…',
  'scan.loading': 'Preparing the reader on your device: {percent}%',
  'scan.reading': 'Reading the lines: {percent}%',
  'scan.failed.unreadable':
    'We could not find the lines at the bottom of the document in this photo. Please take a new photo: lay the document flat, avoid glare, and keep all of its lines fully in view.',
  'scan.failed.checkDigits':
    'The lines were read, but their check digits do not match, so something was misread. Please take a new photo: lay the document flat, avoid glare, and keep all of its lines fully in view and sharp.',
  'scan.failed.picture':
    'This file could not be opened as a picture. Please take a new photo, or choose a photo in another format (such as JPEG).',
  'scan.failed.tooLarge':
    'This picture is too large to be read on this device. Please take a photo with the camera, or choose a smaller one.',
  'scan.failed.engine': 'The reader could not be loaded. Please try again, or type the details yourself.',
  'scan.done':
    '{count, plural, one {# field was} other {# fields were}} filled in from your document. Please check them.',
  'scan.done.unsure': 'Some could not be read for certain: please fill in the fields marked.',
  'scan.fromDocument': 'From your document — please check.',
  'scan.fromDocument.unsure':
    'Could not be read for certain — please fill this in as printed on your document.',
  'scan.fromDocument.shortened':
    'From your document, possibly shortened — please complete it as printed on the document.',
  'scan.close': 'Close',
} as const;

export type PassportScanMessageId = keyof typeof passportScanEn;
