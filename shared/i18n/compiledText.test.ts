import { describe, expect, it } from 'vitest';
import { compiledText } from './compiledText.ts';

describe('compiledText', () => {
  it('reads a string, or a list of strings, as its text', () => {
    expect(compiledText('Check-in')).toBe('Check-in');
    expect(compiledText(['Check-', 'in'])).toBe('Check-in');
  });

  it('fills plain placeholders from the values, numbers too', () => {
    expect(compiledText(['The code for ', ['house'], ' is ready'], { house: 'Casa Sole' })).toBe(
      'The code for Casa Sole is ready',
    );
    expect(compiledText([['count'], ' left'], { count: 0 })).toBe('0 left');
  });

  it('gives nothing for a missing text, a placeholder without a value or one with a format', () => {
    expect(compiledText(undefined)).toBeUndefined();
    expect(compiledText(['The code for ', ['house']])).toBeUndefined();
    expect(
      compiledText([['count', 'plural', { one: 'a night', other: '# nights' }]], { count: 2 }),
    ).toBeUndefined();
  });
});
