/**
 * English texts of the accessibility statement (European Accessibility Act, Directive (EU) 2019/882,
 * Annex V; EN 301 549, which asks for WCAG 2.1 level AA). What it says about the portal must stay
 * true: a measure, keyboard path or gap that changes changes here too.
 */
export const accessibilityEn = {
  'accessibility.title': 'Accessibility statement',
  'accessibility.intro':
    'We want every guest to be able to use this portal: to see and change a reservation, pay, check in online, register the travellers, find the arrival details, and keep favourites and an account. This statement says how far the portal meets the European Accessibility Act (Directive (EU) 2019/882) and the European standard EN 301 549, which asks for WCAG 2.1 at level AA.',
  'accessibility.status.heading': 'How accessible the portal is',
  'accessibility.status.text':
    'The portal partly meets WCAG 2.1 level AA: most of it does, and the exceptions are listed below, each with another way to do the same thing.',
  'accessibility.measures.heading': 'How we meet the requirements',
  'accessibility.measures.axe':
    'Our automated tests go through what guests do and check the pages on the way with axe, an accessibility checker; any fault it finds fails the tests.',
  'accessibility.measures.keyboard':
    'The pages can be used with the keyboard alone, with a visible focus; “Skip to content” leads past the header.',
  'accessibility.measures.focus':
    'Dialogs keep the focus while they are open, close with Esc and give it back to the button that opened them; after each step of a form the focus moves to what happened, so a screen reader announces it.',
  'accessibility.measures.labels':
    'Every field has a visible label, and an error says in words what to correct, next to the field, not by colour alone.',
  'accessibility.measures.zoom': 'Text follows the text size and zoom you set in your browser.',
  'accessibility.measures.motion': 'If your device is set to reduce motion, pages change without fading.',
  'accessibility.measures.language':
    'Each page states its language, in each of our ten languages, so a screen reader reads it with the right voice.',
  'accessibility.keyboard.heading': 'Tested with the keyboard alone',
  'accessibility.keyboard.text':
    'With every change, our automated tests take these paths with the keyboard alone:',
  'accessibility.keyboard.consent':
    'answering the cookie question, which comes first, before “Skip to content”; on a phone it keeps the focus until it is answered',
  'accessibility.keyboard.language': 'switching the page’s language in the header',
  'accessibility.keyboard.code':
    'entering a code from an e-mail in the six boxes: when signing up, resetting a password and adding a booking to an account',
  'accessibility.keyboard.signature':
    'signing the travellers’ registration by typing the name instead of drawing it, in the pre-check-in and in a fellow traveller’s invitation',
  'accessibility.keyboard.rating': 'rating a stay with the arrow keys',
  'accessibility.keyboard.escape':
    'closing the sign-in, the cookie settings and the passport scan with Esc, back to where you were',
  'accessibility.gaps.heading': 'What is not yet accessible',
  'accessibility.gaps.signature':
    'Drawing a signature needs a mouse, a finger or a pen. Instead, you can type your full name; it is accepted in place of the drawing.',
  'accessibility.gaps.scan':
    'Scanning a passport or identity card needs a camera and a view of the document. Every field can be filled in by hand instead; the scan is never required.',
  'accessibility.gaps.documents':
    'The booking documents, such as the voucher, are PDF files from our booking system without tags, so a screen reader may read them without their structure. Their arrival details are also on the reservation’s arrival page, and we will send a document in another format on request.',
  'accessibility.gaps.payment':
    'The card payment page shown inside the portal comes from our payment provider, and we have not checked it. If it does not work for you, choose bank transfer where your booking offers it, or call us.',
  'accessibility.gaps.countdown':
    'After you set a new password, the confirmation closes by itself after 8 seconds. Nothing is lost: you are signed in.',
  'accessibility.contact.heading': 'Tell us what gets in your way',
  'accessibility.contact.text':
    'If something is hard to use, or you need a page or a document in another form, please tell us. We will reply and tell you what we will do about it.',
  'accessibility.contact.write': 'Write to us:',
  'accessibility.contact.call': 'Call us:',
  'accessibility.contact.address': 'Our postal and e-mail address:',
  'accessibility.enforcement.heading': 'If our answer does not help',
  'accessibility.enforcement.text':
    'You can turn to the authority that supervises the accessibility of products and services in your EU country, its market surveillance authority under the European Accessibility Act. It will look into your complaint.',
  'accessibility.about.heading': 'About this statement',
  'accessibility.about.text':
    'We wrote this statement on {date}, from our own assessment: the automated checks and keyboard tests described above. We review it whenever a change alters what guests see or do.',
} as const;

export type AccessibilityMessageId = keyof typeof accessibilityEn;
