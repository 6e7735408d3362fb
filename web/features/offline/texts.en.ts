/** English texts of the offline layer: the saved copy's line, "Forget this device", the offline page, the installed app. */
export const offlineEn = {
  'offline.savedCopy': 'Saved on {savedAt}; you are offline.',
  'offline.device.heading': 'On this device',
  'offline.device.text':
    'Once opened, this reservation is kept on this device, so that it opens without a connection too, until the day after checkout.',
  'offline.device.keptUntil': 'This device keeps it until {date}, for opening without a connection.',
  'offline.device.mayGo':
    'Saved on this device, but the browser may delete it after 7 days without a visit or when space runs low. Add the portal to your home screen to keep it.',
  'offline.device.forget': 'Forget this device',
  'offline.device.forgotten': 'The saved copies are deleted from this device.',
  'offline.device.forgetFailed': 'The saved copies could not be deleted. Please try again.',
  'offline.page.title': 'You are offline',
  'offline.page.text': 'This page is not saved on this device. It opens again once you have a connection.',
  'offline.page.saved': 'Saved on this device',
  'offline.page.none':
    'No reservation is saved on this device. A reservation you open is kept here until the day after checkout.',
  'offline.page.savedAt': 'Saved on {savedAt}',
  'offline.page.openFrom':
    "To open a saved stay, use the link in your booking e-mail, your browser's history or the portal's icon on your home screen.",
  'offline.page.retry': 'Try again',
  'offline.app.name': 'Holiday Homes: my stay',
  'offline.app.shortName': 'My stay',
  'offline.app.description': 'Your reservation, without a connection too.',
} as const;

export type OfflineMessageId = keyof typeof offlineEn;
