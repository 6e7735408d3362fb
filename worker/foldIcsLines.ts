/** RFC 5545 §3.1: a content line is at most 75 octets, not counting its line break. */
const LINE_OCTETS = 75;

const encoder = new TextEncoder();

/**
 * The calendar's lines folded at 75 octets, as RFC 5545 §3.1 asks, where the library folds at 75
 * characters: a line with letters outside ASCII ("Österreich", "Alpenglühn") came out longer. A fold
 * never splits a character's UTF-8 sequence; each continuation starts with one space, which counts.
 */
export function foldIcsLines(calendar: string): string {
  return calendar
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map(foldLine)
    .join('\r\n');
}

function foldLine(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > LINE_OCTETS) {
      parts.push(part);
      part = ' ';
      octets = 1;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n');
}
