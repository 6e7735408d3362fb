import { ZONE_ALPHABET } from './zoneAlphabet.ts';

/**
 * The zone's lines from how much each cell looks like each character, read by what ICAO 9303
 * allows where: letters where a code or a name is, digits where a date or a check digit is, a
 * sex of M, F, X or `<`. Where a check digit fails, the characters it covers that were nearly as
 * likely as the ones read are tried in their stead: the reading whose check digits all match with
 * the least change is taken, and only when no other one comes close. So an O read in a date is a
 * 0, and a misprinted or misread number still fails its check.
 */

/** What a position may hold: a letter or filler, a digit, a digit or filler, anything, a sex. */
type Kind = 'L' | 'D' | 'd' | 'X' | 'S';

const ALLOWED: Record<Kind, RegExp> = {
  L: /[A-Z<]/,
  D: /\d/,
  d: /[\d<]/,
  X: /[A-Z\d<]/,
  S: /[MFX<]/,
};

/** A run of characters on one line: [line, start, end). */
type Span = [line: number, start: number, end: number];

interface Check {
  over: Span[];
  digit: [line: number, index: number];
}

export interface ZoneFormat {
  name: 'TD1' | 'TD2' | 'TD3';
  /** The document codes' first letters of the format: passports and visas, identity cards and the like. */
  codes: RegExp;
  lines: string[];
  /** Where the names are. */
  names: Span;
  checks: Check[];
}

const repeat = (kind: Kind, count: number) => kind.repeat(count);

/**
 * The two-line formats (TD3: passports, TD2: cards and visas of that size) differ only in width and
 * in their optional data: TD3's has a check digit of its own, TD2's is shorter and has none.
 */
function twoLineFormat(name: 'TD2' | 'TD3', codes: RegExp, width: 36 | 44): ZoneFormat {
  const optionalCheck = name === 'TD3';
  // The last digit checks the whole line; TD3's optional data has its check digit before it.
  const composite = width - 1;
  const optionalEnd = optionalCheck ? composite - 1 : composite;
  const optionalDataCheck: Check[] = optionalCheck
    ? [{ over: [[1, 28, optionalEnd]], digit: [1, optionalEnd] }]
    : [];
  return {
    name,
    codes,
    lines: [
      `LLLLL${repeat('L', width - 5)}`,
      `${repeat('X', 9)}DLLL${repeat('D', 7)}S${repeat('D', 7)}${repeat('X', optionalEnd - 28)}${optionalCheck ? 'd' : ''}D`,
    ],
    names: [0, 5, width],
    checks: [
      { over: [[1, 0, 9]], digit: [1, 9] },
      { over: [[1, 13, 19]], digit: [1, 19] },
      { over: [[1, 21, 27]], digit: [1, 27] },
      ...optionalDataCheck,
      {
        over: [
          [1, 0, 10],
          [1, 13, 20],
          [1, 21, composite],
        ],
        digit: [1, composite],
      },
    ],
  };
}

export const FORMATS: ZoneFormat[] = [
  twoLineFormat('TD3', /^[PV]/, 44),
  twoLineFormat('TD2', /^[IACPV]/, 36),
  {
    name: 'TD1',
    codes: /^[IAC]/,
    lines: [
      `LLLLL${repeat('X', 9)}d${repeat('X', 15)}`,
      `${repeat('D', 7)}S${repeat('D', 7)}LLL${repeat('X', 11)}D`,
      repeat('L', 30),
    ],
    names: [2, 0, 30],
    checks: [
      { over: [[0, 5, 14]], digit: [0, 14] },
      { over: [[1, 0, 6]], digit: [1, 6] },
      { over: [[1, 8, 14]], digit: [1, 14] },
      {
        over: [
          [0, 5, 30],
          [1, 0, 7],
          [1, 8, 15],
          [1, 18, 29],
        ],
        digit: [1, 29],
      },
    ],
  },
];

/** ICAO 9303's check digit of a text: weights 7, 3, 1 over the values (`<` 0, digits, A 10 … Z 35). */
export function checkDigit(text: string): number {
  let sum = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    const value = char === '<' ? 0 : char <= '9' ? Number(char) : char.charCodeAt(0) - 55;
    sum += value * [7, 3, 1][i % 3]!;
  }
  return sum % 10;
}

const spanText = (lines: string[], [line, start, end]: Span) => lines[line]!.slice(start, end);

/** Whether a check holds; a TD1 number too long for its field runs on into the optional data, its check digit after it. */
function holds(lines: string[], check: Check, format: ZoneFormat): boolean {
  const [line, index] = check.digit;
  let digit = lines[line]![index]!;
  let text = check.over.map((span) => spanText(lines, span)).join('');
  if (format.name === 'TD1' && index === 14 && digit === '<') {
    const optional = lines[0]!.slice(15);
    const end = optional.indexOf('<');
    if (end < 1) return false;
    text += optional.slice(0, end - 1);
    digit = optional[end - 1]!;
  }
  // An unused field's check digit may be a filler.
  if (digit === '<') return /^<*$/.test(text);
  return /\d/.test(digit) && checkDigit(text) === Number(digit);
}

/** Each cell's likeness to each character of ZONE_ALPHABET (1 alike, 0 not). */
export type CellScores = ArrayLike<number>;

interface Choice {
  char: string;
  score: number;
}

/** A position's characters that its kind allows, likeliest first. */
function choices(scores: CellScores, kind: Kind): Choice[] {
  return [...ZONE_ALPHABET]
    .map((char, index) => ({ char, score: scores[index] ?? -1 }))
    .filter(({ char }) => ALLOWED[kind].test(char))
    .sort((a, b) => b.score - a.score);
}

/** How much less likely a character may be than the one read and still be tried where a check fails. */
const FIX_MARGIN = 0.16;
/** A second reading that mends the check digits as cheaply as the first, within this, leaves the zone unread. */
const FIX_DISTINCT = 0.03;
/** A name's character as likely as another within this is doubtful (names have no check digit; DECISION.md). */
const NAME_MARGIN = 0.03;
/** Below this likeness on average, the cells are not a zone's characters at all. */
const MINIMUM_LIKENESS = 0.6;

export interface DecodedZone {
  format: ZoneFormat['name'];
  lines: string[];
  /** Whether every check digit matches. */
  checked: boolean;
  /** Within the names' field (index from its start): a character nearly as likely as the one read. */
  nameAlternatives: Map<number, string>;
}

/**
 * The zone read from its cells' likeness in the format of its shape (two lines of 44 or 36, three
 * of 30). Undefined where the cells do not look like a zone's characters or its document code.
 */
export function decodeZone(cells: CellScores[][]): DecodedZone | undefined {
  const format = FORMATS.find(
    (candidate) =>
      candidate.lines.length === cells.length &&
      candidate.lines.every((kinds, line) => kinds.length === cells[line]!.length),
  );
  if (!format) return undefined;
  const options = format.lines.map((kinds, line) =>
    [...kinds].map((kind, index) => choices(cells[line]![index]!, kind as Kind)),
  );
  const best = options.flat().map((choice) => choice[0]!.score);
  if (best.reduce((sum, score) => sum + score, 0) / best.length < MINIMUM_LIKENESS) return undefined;
  const read = options.map((line) => line.map((choice) => choice[0]!.char).join(''));
  // Lines of one size and pitch are no zone unless they begin with a document code of their
  // format and hold fillers, as every zone does (between the names at least).
  if (!format.codes.test(read[0]!) || !read.join('').includes('<<')) return undefined;
  const mended = mend(format, read, options);
  const [nameLine, nameStart, nameEnd] = format.names;
  const nameAlternatives = new Map<number, string>();
  const lines = mended ?? read;
  for (let index = nameStart; index < nameEnd; index++) {
    const choice = options[nameLine]![index]!;
    const chosen = choice.find((option) => option.char === lines[nameLine]![index]) ?? choice[0]!;
    const rival = choice.find((option) => option.char !== chosen.char);
    if (rival && chosen.score - rival.score < NAME_MARGIN)
      nameAlternatives.set(index - nameStart, rival.char);
  }
  return { format: format.name, lines, checked: mended !== undefined, nameAlternatives };
}

const allHold = (format: ZoneFormat, lines: string[]) =>
  format.checks.every((check) => holds(lines, check, format));

/** The read lines, or the cheapest change of one or two characters under the failing checks that makes every check hold. */
function mend(format: ZoneFormat, read: string[], options: Choice[][][]): string[] | undefined {
  if (allHold(format, read)) return read;
  const failing = format.checks.filter((check) => !holds(read, check, format));
  const places = new Set<string>();
  for (const check of failing) {
    for (const [line, start, end] of check.over) for (let i = start; i < end; i++) places.add(`${line}:${i}`);
    places.add(`${check.digit[0]}:${check.digit[1]}`);
  }
  const swaps: { line: number; index: number; char: string; cost: number }[] = [];
  for (const place of places) {
    const [line, index] = place.split(':').map(Number) as [number, number];
    const [first, ...rest] = options[line]![index]!;
    for (const option of rest)
      if (first!.score - option.score <= FIX_MARGIN)
        swaps.push({ line, index, char: option.char, cost: first!.score - option.score });
  }
  const apply = (changes: typeof swaps) => {
    const lines = [...read];
    for (const { line, index, char } of changes)
      lines[line] = `${lines[line]!.slice(0, index)}${char}${lines[line]!.slice(index + 1)}`;
    return lines;
  };
  const fixes: { lines: string[]; cost: number }[] = [];
  for (const swap of swaps) {
    const lines = apply([swap]);
    if (allHold(format, lines)) fixes.push({ lines, cost: swap.cost });
  }
  for (let i = 0; i < swaps.length; i++)
    for (let j = i + 1; j < swaps.length; j++) {
      const [a, b] = [swaps[i]!, swaps[j]!];
      if (a.line === b.line && a.index === b.index) continue;
      const lines = apply([a, b]);
      if (allHold(format, lines)) fixes.push({ lines, cost: a.cost + b.cost });
    }
  fixes.sort((a, b) => a.cost - b.cost);
  const [cheapest, next] = fixes;
  if (!cheapest) return undefined;
  if (next && next.cost - cheapest.cost < FIX_DISTINCT && next.lines.join() !== cheapest.lines.join())
    return undefined;
  return cheapest.lines;
}
