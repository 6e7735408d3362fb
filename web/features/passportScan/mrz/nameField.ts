/**
 * The names' field of a zone, read by its grammar (ICAO 9303 part 3): the primary identifier (the
 * surname), its parts parted by one `<`; then `<<` and the secondary identifier (the given names),
 * likewise; then fillers to the field's end. Letters only, and never three fillers in a row within
 * the names. The field has no check digit, so what the grammar cannot settle is doubtful: a filler
 * misread as a `K` (OCR-B's `<` and `K` are alike to an engine that has not learnt the face) is a
 * filler where the grammar wants one, and a name that could be read either way is left for the
 * guest to type rather than filled wrongly.
 */

export interface NameReading {
  /** The surname's and the given names' parts, spaces between them; undefined where doubtful or absent. */
  surname?: string;
  given?: string;
  /** The parts that could not be read for certain: the guest fills them in. */
  doubtful: ('surname' | 'given')[];
  /** The names run to the field's end: the document may print more of them. */
  shortened: boolean;
}

/** A name's part read as it must be: the parts and whether the field runs out within the names. */
interface Parse {
  surname: string;
  given?: string;
  shortened: boolean;
}

/** The field's names by the grammar, or undefined where the field breaks it. */
function parse(field: string): Parse | undefined {
  const names = field.replace(/<+$/, '');
  if (!/^[A-Z]/.test(names) || /[^A-Z<]/.test(names) || names.includes('<<<')) return undefined;
  const [surname, given, ...more] = names.split('<<');
  if (more.length > 0 || !surname) return undefined;
  return {
    surname: surname.split('<').join(' '),
    given: given?.split('<').join(' '),
    shortened: names.length === field.length,
  };
}

/** Fewer readings than 2^12 are tried; a field with more doubtful places is doubtful as a whole. */
const MAX_DOUBTFUL_PLACES = 12;

/**
 * Where a read character could be a filler or a letter, when nothing else says so: a `K` that
 * follows a filler, or another such `K` (a run of them), as an engine reads OCR-B's fillers.
 */
export function kFillerLookalikes(field: string): Map<number, string> {
  const doubtful = new Map<number, string>();
  for (let i = 1; i < field.length; i++)
    if (field[i] === 'K' && (field[i - 1] === '<' || doubtful.has(i - 1))) doubtful.set(i, '<');
  return doubtful;
}

/**
 * The names in a zone's names field. `alternatives` are the places where another character was
 * nearly as likely as the one read (index in the field, that character); by default, the `K`s a
 * filler may have become (`kFillerLookalikes`). Every combination of them is read by the grammar:
 * a part all grammatical readings agree on is certain, one they differ on is doubtful, and a
 * letter where only a filler may stand is a filler.
 */
export function readNameField(
  field: string,
  alternatives: ReadonlyMap<number, string> = kFillerLookalikes(field),
): NameReading {
  const places = [...alternatives].filter(([index]) => index < field.length);
  if (places.length > MAX_DOUBTFUL_PLACES) return { doubtful: ['surname', 'given'], shortened: false };
  const readings: Parse[] = [];
  for (let mask = 0; mask < 2 ** places.length; mask++) {
    const chars = [...field];
    places.forEach(([index, char], bit) => {
      if (mask & (2 ** bit)) chars[index] = char;
    });
    const reading = parse(chars.join(''));
    if (reading) readings.push(reading);
  }
  const [first] = readings;
  if (!first) return { doubtful: ['surname', 'given'], shortened: false };
  const agreed = (part: 'surname' | 'given') => readings.every((reading) => reading[part] === first[part]);
  const doubtful = (['surname', 'given'] as const).filter((part) => !agreed(part));
  return {
    surname: agreed('surname') ? first.surname : undefined,
    given: agreed('given') ? first.given : undefined,
    doubtful,
    shortened: readings.some((reading) => reading.shortened),
  };
}
