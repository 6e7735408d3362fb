import { describe, expect, it } from 'vitest';
import { foldIcsLines } from './foldIcsLines.ts';

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('folding a calendar at 75 octets (RFC 5545 §3.1)', () => {
  it('folds a line of letters outside ASCII by octets, never inside a character', () => {
    const line = `LOCATION:${'Chalet Alpenglühn, Österreich, '.repeat(6)}`;
    const folded = foldIcsLines(`BEGIN:VEVENT\r\n${line}\r\nEND:VEVENT\r\n`);
    const lines = folded.split('\r\n');
    for (const each of lines) expect(octets(each)).toBeLessThanOrEqual(75);
    expect(lines.slice(2, -2).every((each) => each.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`BEGIN:VEVENT\r\n${line}\r\nEND:VEVENT\r\n`);
  });

  it('refolds what another folder folded by characters', () => {
    const line = `SUMMARY:${'ü'.repeat(70)}`;
    const byCharacters = `${line.slice(0, 75)}\r\n ${line.slice(75)}`;
    const folded = foldIcsLines(byCharacters);
    expect(folded.split('\r\n').map(octets)).toEqual([74, 75]);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('leaves short lines alone', () => {
    expect(foldIcsLines('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n');
  });
});
