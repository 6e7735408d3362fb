import { describe, expect, it } from 'vitest';
import { checkDigit, decodeZone } from './zoneGrammar.ts';
import { ZONE_ALPHABET } from './zoneAlphabet.ts';

const SPECIMEN = [
  'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
  'L898902C36UTO7408122F1204159ZE184226B<<<<<10',
];

/** Cells that look like `lines`: 0.9 like the character printed, 0.3 like any other; `alike` sets some likenesses. */
function cellsOf(lines: string[], alike: Record<string, Record<string, number>> = {}) {
  return lines.map((line, l) =>
    [...line].map((char, i) =>
      [...ZONE_ALPHABET].map((other) => alike[`${l}:${i}`]?.[other] ?? (other === char ? 0.9 : 0.3)),
    ),
  );
}

describe("reading a zone's cells by what ICAO 9303 allows where", () => {
  it('reads a clean zone as printed, every check digit matching', () => {
    expect(decodeZone(cellsOf(SPECIMEN))).toEqual({
      format: 'TD3',
      lines: SPECIMEN,
      checked: true,
      nameAlternatives: new Map(),
    });
  });

  it('reads a date only in digits, and a name only in letters', () => {
    // The birth date's first 7 looks more like a T, the O of ERIKSSON more like a 0.
    const zone = decodeZone(
      cellsOf(SPECIMEN, { '1:13': { T: 0.95, 7: 0.85 }, '0:11': { 0: 0.95, O: 0.88 } }),
    );
    expect(zone?.lines).toEqual(SPECIMEN);
    expect(zone?.checked).toBe(true);
  });

  it("mends a character a check digit fails on with one nearly as likely, and says a name's doubtful letter", () => {
    // The number's 9 read as an 8, the 9 a close second; ERIKSSON's O as likely a Q.
    const zone = decodeZone(cellsOf(SPECIMEN, { '1:2': { 8: 0.9, 9: 0.85 }, '0:11': { O: 0.9, Q: 0.88 } }));
    expect(zone?.lines).toEqual(SPECIMEN);
    expect(zone?.checked).toBe(true);
    expect(zone?.nameAlternatives).toEqual(new Map([[6, 'Q']]));
  });

  it('leaves a misprint failing: no character nearly as likely makes the check digits match', () => {
    const misprinted = [SPECIMEN[0]!, `${SPECIMEN[1]!.slice(0, 8)}5${SPECIMEN[1]!.slice(9)}`];
    expect(decodeZone(cellsOf(misprinted))).toMatchObject({ lines: misprinted, checked: false });
  });

  it('leaves a zone failing when two different mends are as likely', () => {
    // The number's first 9 read as an 8, the 9 a close second; and elsewhere in the number a character
    // as close a second that mends the check digit as well: which one was misread is not known.
    const misread = 'L888902C3';
    const other = [...Array(9).keys()]
      .filter((index) => index !== 2)
      .flatMap((index) => [...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((char) => ({ index, char })))
      .find(({ index, char }) => {
        const mended = `${misread.slice(0, index)}${char}${misread.slice(index + 1)}`;
        return mended !== misread && checkDigit(mended) === 6;
      })!;
    const zone = decodeZone(
      cellsOf(SPECIMEN, { '1:2': { 8: 0.9, 9: 0.86 }, [`1:${other.index}`]: { [other.char]: 0.86 } }),
    );
    expect(zone).toMatchObject({ checked: false });
    expect(zone?.lines[1]?.slice(0, 9)).toBe(misread);
  });

  it('reads the three lines of an identity card and the two of 36', () => {
    const td1 = [
      'IDD<<T220001293<<<<<<<<<<<<<<<',
      '6408125F3108011D<<<<<<<<<<<<<2',
      'MUSTERMANN<<ERIKA<<<<<<<<<<<<<',
    ];
    expect(decodeZone(cellsOf(td1))).toMatchObject({ format: 'TD1', lines: td1, checked: true });
    const td2 = ['I<FRAMARTIN<<CLAIRE<ELODIE<<<<<<<<<<', 'X4RTBPFW46FRA9002144F3001019<<<<<<<8'];
    expect(decodeZone(cellsOf(td2))).toMatchObject({ format: 'TD2', lines: td2, checked: true });
  });

  it('finds no zone in cells that look like no character, or in lines of no known shape', () => {
    const blank = SPECIMEN.map((line) => [...line].map(() => [...ZONE_ALPHABET].map(() => 0.2)));
    expect(decodeZone(blank)).toBeUndefined();
    expect(decodeZone(cellsOf(['P<UTOERIKSSON', 'L898902C36UTO']))).toBeUndefined();
    // Two lines of 44 letters of other print: no passport's or visa's code, no fillers.
    const print = 'ABCDEFGHIJKLMNOPQRSTUVWXYZABCDEFGHIJKLMNOPQR';
    expect(decodeZone(cellsOf([print, print]))).toBeUndefined();
    expect(decodeZone(cellsOf([`P${print.slice(1)}`, print]))).toBeUndefined();
  });
});
