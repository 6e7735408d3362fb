import { describe, expect, it } from 'vitest';
import { cleanLine, findMrzLines, fitLine, mendTrailingFillers } from './mrzLines.ts';

const TD3 = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'];

describe('finding the zone in what OCR read', () => {
  it('keeps the zone alphabet and reads look-alikes of the filler as fillers', () => {
    expect(cleanLine('p<utoeriksson«<anna‹maria·')).toBe('P<UTOERIKSSON<<ANNA<MARIA');
  });

  it('mends a line by its longest filler run, and only within a few characters', () => {
    expect(fitLine('P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<', 44)).toBe(TD3[0]);
    expect(fitLine(`${TD3[0]}<<`, 44)).toBe(TD3[0]);
    expect(fitLine('P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<', 44)).toBeUndefined();
    expect(fitLine('L898902C36UTO7408122F1204159ZE184226B1', 44)).toBeUndefined();
  });

  it('finds the last lines of a known shape below the rest of the page', () => {
    const text = ['PASSPORT  PASS  UTOPIA', 'Eriksson', 'Anna Maria', ...TD3, ''].join('\n');
    expect(findMrzLines(text)).toEqual(TD3);
  });

  it("finds an identity card's three lines", () => {
    const td1 = [
      'I<UTOD23145890<1233<<<<<<<<<<<',
      '7408122F1204159UTO<<<<<<<<<<<2',
      'ERIKSSON<<ANNA<MARIA<<<<<<<<<<',
    ];
    expect(findMrzLines(`IDENTITY CARD\n${td1.join('\n')}`)).toEqual(td1);
  });

  it('finds nothing in a page without a zone', () => {
    expect(findMrzLines('Dear guest,\nwelcome to the house by the sea.')).toBeUndefined();
  });
});

describe('what OCR makes of a real photo', () => {
  it("drops what it read of the card's edge beside a line", () => {
    expect(cleanLine('LL P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<< CL')).toBe('P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<');
  });

  it("pads or trims the names line's trailing fillers, however many were read", () => {
    const read = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'].join(
      '\n',
    );
    expect(findMrzLines(read)).toEqual(TD3);
    expect(fitLine('P<UTOERIKSSON<<ANNA<MARIA', 44, true)).toBeUndefined();
  });
});

describe('fillers OCR read as letters', () => {
  it('are fillers again from the first `<` of a trailing run, up to a last check digit', () => {
    expect(mendTrailingFillers('P<UTOERIKSSON<<ANNA<MARIA<KLLLLLLLLLLLLLLLKL')).toBe(TD3[0]);
    expect(mendTrailingFillers('6408125F3108011D<<<<<<<<L<L<L<<L2')).toBe(
      '6408125F3108011D<<<<<<<<<<<<<<<<2',
    );
  });

  it("keep a name's own last letters", () => {
    expect(mendTrailingFillers('P<POLKOWALCZYK<<MICHAL')).toBe('P<POLKOWALCZYK<<MICHAL');
    expect(mendTrailingFillers('I<UTOD23145890<1233<<<<<<<<<<<')).toBe('I<UTOD23145890<1233<<<<<<<<<<<');
  });
});
