import type { PrecheckinMode } from '../../shared/precheckin/precheckin.ts';

interface SeedPrecheckin {
  number: string;
  mode: PrecheckinMode;
  /** Days from today until it opens; none: open now. */
  opensIn?: number;
  completed?: boolean;
}

/**
 * One per mode, one expired, one not yet open, one completed; the layouts are the registration
 * rules of the house's country: Italy, Denmark (no rules of its own), Austria, Spain, Germany,
 * France, Portugal and Croatia.
 */
export const PRECHECKINS: SeedPrecheckin[] = [
  { number: '4815162342', mode: 'all' },
  { number: '4815162354', mode: 'default' },
  { number: '4815162352', mode: 'easy' },
  { number: '4815162348', mode: 'zero' },
  { number: '4815162349', mode: 'default' },
  { number: '4815162353', mode: 'default', opensIn: 10 },
  { number: '4815162343', mode: 'default', completed: true },
  { number: '4815162371', mode: 'easy' },
  { number: '4815162372', mode: 'easy' },
  { number: '4815162373', mode: 'easy' },
  { number: '4815162374', mode: 'easy' },
  { number: '4815162375', mode: 'easy' },
];

const FIRST_NAMES = ['Jonas', 'Mia', 'Paul', 'Lea', 'Ben', 'Emma', 'Noah'];

export function completedSteps(persons: { adults: number; children: number; babies: number }) {
  const total = persons.adults + persons.children + persons.babies;
  return {
    customer: {
      salutation: 'M',
      firstname: 'Jonas',
      lastname: 'Keller',
      street: 'Lindenweg 4',
      street2: '',
      zip: '80331',
      place: 'München',
      country: 'DE',
      holidayPhone: '4917600000000',
      mail: 'jonas.keller@example.de',
    },
    contact: {
      phone: '4917600000000',
      email: 'jonas.keller@example.de',
      startTime: '16:00',
      endTime: '18:00',
      travelType: 'car',
      flightNumber: '',
      ferryNumber: '',
      destination: '',
      details: '',
    },
    travellers: Array.from({ length: total }, (_, index) => ({
      uuid: crypto.randomUUID(),
      number: index + 1,
      ...(index === 0
        ? {
            salutation: 'M',
            countryOrigin: 'DE',
            country: 'DE',
            street: 'Lindenweg 4',
            zip: '80331',
            place: 'München',
          }
        : {}),
      firstname: FIRST_NAMES[index % FIRST_NAMES.length],
      lastname: 'Keller',
      birthday: index < persons.adults ? `198${index}-04-1${index}` : `201${index}-06-0${index}`,
    })),
  };
}
