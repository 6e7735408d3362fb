import type { HandoverKind } from '../../shared/reservation/arrivalSchema.ts';

interface ArrivalTexts {
  directions: string;
  parking: string;
  houseRules: string[];
}

interface SeedHouseArrival {
  accommodationCode: string;
  timeZone: string;
  latitude: number;
  longitude: number;
  checkinFrom: string;
  checkinUntil: string;
  checkoutUntil: string;
  handover: HandoverKind;
  texts: Record<'en' | 'de', ArrivalTexts>;
  wifi: { name: string; password: string } | null;
  emergencyPhone: string;
}

/** One house per way in: a key box, a keyholder who meets the guests, a reception desk. */
export const HOUSE_ARRIVALS: SeedHouseArrival[] = [
  {
    accommodationCode: 'DK1050.12.1',
    timeZone: 'Europe/Copenhagen',
    latitude: 55.5589,
    longitude: 8.0867,
    checkinFrom: '16:00',
    checkinUntil: '22:00',
    checkoutUntil: '10:00',
    handover: 'keyBox',
    texts: {
      en: {
        directions:
          'From Varde take road 431 to Blåvand. At the lighthouse roundabout turn right into Klitvej; the house is the last one on the left, behind the dunes.',
        parking: 'Two cars on the gravel drive in front of the house. Please do not park on the dunes.',
        houseRules: [
          'No smoking indoors.',
          'Quiet from 22:00 to 07:00.',
          'Sort the rubbish: the green bin is for food waste.',
        ],
      },
      de: {
        directions:
          'Von Varde auf der Straße 431 nach Blåvand. Am Kreisel beim Leuchtturm rechts in den Klitvej; das Haus ist das letzte auf der linken Seite, hinter den Dünen.',
        parking: 'Zwei Autos auf der Kieseinfahrt vor dem Haus. Bitte nicht auf den Dünen parken.',
        houseRules: [
          'Im Haus wird nicht geraucht.',
          'Nachtruhe von 22:00 bis 07:00 Uhr.',
          'Bitte den Müll trennen: Die grüne Tonne ist für Essensreste.',
        ],
      },
    },
    wifi: { name: 'Klitgaarden-Gaest', password: 'klit-vej-21-blaavand' },
    emergencyPhone: '+45 75 00 00 99',
  },
  {
    accommodationCode: 'AT6370.200.4',
    timeZone: 'Europe/Vienna',
    latitude: 47.4443,
    longitude: 12.3853,
    checkinFrom: '16:00',
    checkinUntil: '20:00',
    checkoutUntil: '10:00',
    handover: 'keyholder',
    texts: {
      en: {
        directions:
          'In Kitzbühel follow the signs to the Hahnenkamm cable car, then take Hahnenkammstraße uphill for 800 m. The chalet is on the right, with green shutters.',
        parking: 'Garage for one car under the chalet; a second car fits in the bay beside the entrance.',
        houseRules: [
          'Ski boots stay in the boot room.',
          'No parties; quiet from 22:00.',
          'Pets only as booked.',
        ],
      },
      de: {
        directions:
          'In Kitzbühel den Schildern zur Hahnenkammbahn folgen, dann die Hahnenkammstraße 800 m bergauf. Das Chalet liegt rechts, mit grünen Fensterläden.',
        parking:
          'Garage für ein Auto unter dem Chalet; ein zweites passt auf den Stellplatz neben dem Eingang.',
        houseRules: [
          'Skischuhe bleiben im Skiraum.',
          'Keine Feiern; Nachtruhe ab 22:00 Uhr.',
          'Haustiere nur wie gebucht.',
        ],
      },
    },
    wifi: { name: 'Chalet-Alpengluehn', password: 'hahnenkamm-8-gast' },
    emergencyPhone: '+43 5356 000 99',
  },
  {
    accommodationCode: 'IT3020.100.1',
    timeZone: 'Europe/Rome',
    latitude: 45.5057,
    longitude: 10.7327,
    checkinFrom: '16:00',
    checkinUntil: '19:00',
    checkoutUntil: '10:00',
    handover: 'reception',
    texts: {
      en: {
        directions:
          'Collect the keys at Agenzia Lago in the old town of Lazise first. Casa Lucia is 2 km north on the Gardesana (SR 249), on the lake side, after the campsite.',
        parking: 'One car in the courtyard; the gate opens with the remote on the key ring.',
        houseRules: ['No smoking indoors.', 'Close the shutters when you leave the house.'],
      },
      de: {
        directions:
          'Holen Sie zuerst die Schlüssel bei der Agenzia Lago in der Altstadt von Lazise ab. Casa Lucia liegt 2 km nördlich an der Gardesana (SR 249), seeseitig, nach dem Campingplatz.',
        parking: 'Ein Auto im Innenhof; das Tor öffnet die Fernbedienung am Schlüsselbund.',
        houseRules: [
          'Im Haus wird nicht geraucht.',
          'Bitte schließen Sie die Fensterläden, wenn Sie das Haus verlassen.',
        ],
      },
    },
    wifi: { name: 'CasaLucia', password: 'gardesana-12-lago' },
    emergencyPhone: '+39 045 000 0099',
  },
];

/**
 * The bookings with arrival information: every guest stay but the one on request (4815162348, no
 * arrival information yet). 4815162356 arrives tomorrow with nothing missing (its code shows now);
 * 4815162357 arrives tomorrow unpaid (its code shows once it is paid); 4815162358, paid, arrives in
 * four days (its code shows two days before).
 * The option 4815162353 pays the rest at the house; the chalet's 4815162352 shows its details 72 h
 * ahead, the others after the default.
 */
export const BOOKINGS_WITH_ARRIVAL: Record<string, { paymentOnSite?: true; revealHours?: number }> = {
  '4815162342': {},
  '4815162343': {},
  '4815162344': {},
  '4815162345': {},
  '4815162349': {},
  '4815162350': {},
  '4815162351': {},
  '4815162352': { revealHours: 72 },
  '4815162353': { paymentOnSite: true },
  '4815162354': {},
  '4815162355': {},
  '4815162356': {},
  '4815162357': {},
  '4815162358': {},
};
