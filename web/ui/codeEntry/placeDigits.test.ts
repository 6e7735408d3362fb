import { describe, expect, it } from 'vitest';
import { EMPTY_CODE, placeDigits } from './placeDigits.ts';

describe('placing a code in the six boxes', () => {
  it('cuts pasted text to six digits, dropping spaces and dashes', () => {
    expect(placeDigits(EMPTY_CODE, 0, ' 123-456 999')).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('fills from the box the text arrives in and keeps the boxes before it', () => {
    expect(placeDigits(['9', '8', '', '', '', ''], 2, '1234567')).toEqual(['9', '8', '1', '2', '3', '4']);
  });

  it('puts one typed digit in its own box', () => {
    expect(placeDigits(['1', '2', '3', '', '', ''], 3, '4')).toEqual(['1', '2', '3', '4', '', '']);
  });

  it('changes nothing for text without digits', () => {
    expect(placeDigits(['1', '', '', '', '', ''], 1, 'abc')).toEqual(['1', '', '', '', '', '']);
  });
});
