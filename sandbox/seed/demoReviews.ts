/** Reviews already written by earlier guests: enough for Casa Lucia to need three pages. */
const TEMPLATES = [
  {
    rating: 5,
    en: [
      'Perfect family week',
      'Spotless house, a lovely garden and the lake a short walk away. We would come back tomorrow.',
    ],
    de: [
      'Perfekte Familienwoche',
      'Blitzsauberes Haus, ein schöner Garten und der See nur ein paar Schritte entfernt. Jederzeit wieder.',
    ],
  },
  {
    rating: 4,
    en: [
      'Great location',
      'Everything we needed was there; the kitchen could use a second frying pan, otherwise excellent.',
    ],
    de: ['Tolle Lage', 'Alles Nötige war da; in der Küche fehlte eine zweite Pfanne, sonst ausgezeichnet.'],
  },
  {
    rating: 5,
    en: [
      'Warm welcome',
      'The key holder explained everything and left us fresh bread for the first morning. Thank you!',
    ],
    de: [
      'Herzlicher Empfang',
      'Die Schlüsselübergabe war unkompliziert und am ersten Morgen lag frisches Brot bereit. Danke!',
    ],
  },
  {
    rating: 3,
    en: [
      'Nice but noisy',
      'Beautiful house, but the road behind it is busy in the mornings. Bring earplugs if you sleep lightly.',
    ],
    de: [
      'Schön, aber laut',
      'Schönes Haus, doch die Straße dahinter ist morgens belebt. Wer leicht schläft, nimmt Ohrstöpsel mit.',
    ],
  },
  {
    rating: 4,
    en: [
      'Relaxing stay',
      'Quiet evenings on the terrace and good restaurants nearby. The beds were very comfortable.',
    ],
    de: [
      'Erholsamer Aufenthalt',
      'Ruhige Abende auf der Terrasse und gute Restaurants in der Nähe. Sehr bequeme Betten.',
    ],
  },
];

const AUTHORS = [
  'Claire',
  'Tobias',
  'Marta',
  'Peter',
  'Ines',
  'David',
  'Sanne',
  'Lukas',
  'Emily',
  'Jonas',
  'Aoife',
  'Henrik',
];

function reviewsFor(accommodationCode: string, count: number, offset: number) {
  return Array.from({ length: count }, (_, index) => {
    const template = TEMPLATES[(index + offset) % TEMPLATES.length]!;
    const locale = index % 3 === 2 ? 'de' : 'en';
    const [title, text] = template[locale];
    return {
      accommodationCode,
      locale,
      rating: template.rating,
      title: title!,
      text: text!,
      author: AUTHORS[(index + offset) % AUTHORS.length]!,
    };
  });
}

export const SEED_REVIEWS = [
  ...reviewsFor('IT3020.100.1', 23, 0),
  ...reviewsFor('AT6370.200.4', 7, 2),
  ...reviewsFor('DK1050.12.1', 4, 4),
];
