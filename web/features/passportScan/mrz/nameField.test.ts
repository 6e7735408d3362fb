import { describe, expect, it } from 'vitest';
import { kFillerLookalikes, readNameField } from './nameField.ts';

const pad = (text: string, length = 39) => text.padEnd(length, '<');

describe("the names' field read by its grammar, where `<` may have been read as `K`", () => {
  it.each([
    // field as read, surname, given names, doubtful parts
    ['ERIKSSON<<ANNA<MARIA', 'ERIKSSON', 'ANNA MARIA', []],
    // A K where only a filler may stand (after the names' end, or a third filler) is a filler.
    ['ERIKSSON<<ANNA<MARIA<<K<<KK<K', 'ERIKSSON', 'ANNA MARIA', []],
    ['ERIKSSON<<ANNA<MARIA<<<KKKKKKKK', 'ERIKSSON', 'ANNA MARIA', []],
    ['ERIKSSON<<<KANNA', undefined, undefined, ['surname', 'given']],
    // A name's own K stays: at a word's start after `<<`, inside, or at the end before `<<`.
    ['KOWALCZYK<<MICHAL', 'KOWALCZYK', 'MICHAL', []],
    ['ERIKSSON<<KARIN', 'ERIKSSON', 'KARIN', []],
    ['VAN<KAMPEN<<KLAAS<KEES', 'VAN KAMPEN', 'KLAAS KEES', []],
    ['SMITH<<ERIK', 'SMITH', 'ERIK', []],
    // A K run after a filler could be a name or fillers: those names are left to the guest.
    ['ERIKSSON<<ANNA<MARIA<KKK', 'ERIKSSON', undefined, ['given']],
    ['ERIKSSON<<ANNA<K', 'ERIKSSON', undefined, ['given']],
    // `<<` misread as `<K`: where the surname ends is in doubt, and so are both.
    ['ERIKSSON<KANNA<MARIA', undefined, undefined, ['surname', 'given']],
    // What the engine made of the specimen passport's names (its K between fillers and words).
    ['ERIKSSON<K<KANNA<KMARIA', undefined, undefined, ['surname', 'given']],
    // A field that breaks the grammar whichever way is read fills nothing.
    ['ERIKSSON<<ANNA<<MARIA<<LL', undefined, undefined, ['surname', 'given']],
    ['<ERIKSSON<<ANNA', undefined, undefined, ['surname', 'given']],
    // One name only (no given names).
    ['MADONNA', 'MADONNA', undefined, []],
  ])('%s', (read, surname, given, doubtful) => {
    const reading = readNameField(pad(read));
    expect(reading).toEqual({ surname, given, doubtful, shortened: false });
  });

  it('takes the places the reader found doubtful instead, when it says so', () => {
    const field = pad('ERIKSSON<<ANNA<MARIA<K');
    // The reader was sure of that K: it is a one-letter given name.
    expect(readNameField(field, new Map())).toMatchObject({ given: 'ANNA MARIA K', doubtful: [] });
    // The reader was not sure whether a filler was a K: the grammar settles it where it can.
    const filler = pad('ERIKSSON<<ANNA<MARIA<<<');
    expect(readNameField(filler, new Map([[22, 'K']]))).toMatchObject({ given: 'ANNA MARIA', doubtful: [] });
    expect(readNameField(filler, new Map([[21, 'K']]))).toMatchObject({
      given: undefined,
      doubtful: ['given'],
    });
    // Two letters alike (O and Q) in a name: that name is doubtful, the other is not.
    expect(readNameField(pad('ERIKSSON<<ANNA'), new Map([[6, 'Q']]))).toEqual({
      surname: undefined,
      given: 'ANNA',
      doubtful: ['surname'],
      shortened: false,
    });
  });

  it('says when the names fill the field to its end', () => {
    expect(readNameField('VANDERBERGHE<<ALEXANDRA<MARIA<JOSEPHINE')).toMatchObject({
      given: 'ALEXANDRA MARIA JOSEPHINE',
      shortened: true,
    });
  });

  it('finds the Ks that may be fillers: after a filler, or in a run after one', () => {
    expect([...kFillerLookalikes('ERIKSSON<KK<<KARIN<<K').keys()]).toEqual([9, 10, 13, 20]);
  });
});
