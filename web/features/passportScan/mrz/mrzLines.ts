/** The shapes of ICAO 9303's machine-readable zones: line count and length. */
const SHAPES = [
  { lines: 2, length: 44, names: 0 }, // TD3: passports
  { lines: 3, length: 30, names: 2 }, // TD1: identity cards
  { lines: 2, length: 36, names: 0 }, // TD2: older identity cards and visas
] as const;

/** How far a read line's length may be off its shape and still be mended (OCR merges or splits filler runs). */
const SLACK = 3;

/** What OCR often reads for a filler on a zone of only A-Z, 0-9 and `<`. */
const FILLER_LOOKALIKES = /[«‹<{(\[|]/g;

/**
 * One line as OCR read it, kept to the zone's alphabet: its longest word, since a zone's line has no
 * spaces and what OCR makes of the card's edge or pattern beside it stands apart.
 */
export function cleanLine(text: string): string {
  const words = text
    .toUpperCase()
    .replace(FILLER_LOOKALIKES, '<')
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Z0-9<]/g, ''));
  return words.reduce((longest, word) => (word.length > longest.length ? word : longest), '');
}

/**
 * The fillers at a line's end, where OCR often reads some `<` as the letters they resemble most
 * (`K`, `L`, `C`): from a `<` on, a run of only those is all fillers up to the end, or up to a last
 * check digit. A name's own K, L or C stays, as no `<` comes before it within the run.
 */
export function mendTrailingFillers(line: string): string {
  return line.replace(/<[<KLC]*(?=\d?$)/, (run) => '<'.repeat(run.length));
}

/**
 * A line brought to the shape's length by growing or shrinking its longest run of fillers, the one
 * place OCR loses or adds characters without changing what the line says; undefined when it cannot.
 */
export function fitLine(line: string, length: number, namesLine = false): string | undefined {
  if (line.length === length) return line;
  // The names line ends in fillers that say nothing: OCR often reads fewer or more of them.
  if (namesLine && line.endsWith('<') && line.length >= length / 2)
    return line.replace(/<+$/, '').padEnd(length, '<').slice(0, length);
  if (Math.abs(line.length - length) > SLACK) return undefined;
  const runs = [...line.matchAll(/<+/g)];
  const longest = runs.reduce<RegExpExecArray | undefined>(
    (best, run) => (!best || run[0].length > best[0].length ? run : best),
    undefined,
  );
  if (!longest) return undefined;
  const runLength = longest[0].length + length - line.length;
  if (runLength < 1) return undefined;
  return `${line.slice(0, longest.index)}${'<'.repeat(runLength)}${line.slice(longest.index + longest[0].length)}`;
}

/**
 * The machine-readable zone in OCR's text of the document's lower band: the last run of lines that
 * fits one of the shapes (the zone is the bottom of the page), mended to its exact length.
 */
export function findMrzLines(text: string): string[] | undefined {
  const lines = text
    .split('\n')
    .map((line) => mendTrailingFillers(cleanLine(line)))
    .filter((line) => line.length >= 20);
  for (let end = lines.length; end > 0; end--)
    for (const shape of SHAPES) {
      if (end < shape.lines) continue;
      const fitted = lines
        .slice(end - shape.lines, end)
        .map((line, index) => fitLine(line, shape.length, index === shape.names));
      if (fitted.every((line) => line !== undefined) && fitted.some((line) => line.includes('<<')))
        return fitted;
    }
  return undefined;
}
