import { describe, expect, it } from 'vitest';
import { lighten, parseHexColor, themeCss, themeFromParams } from './theme.ts';

describe('hex colours (SPEC §5)', () => {
  it.each([
    ['#0b5c63', '#0b5c63'],
    ['0B5C63', '#0b5c63'],
    ['#abc', '#aabbcc'],
    ['f00', '#ff0000'],
  ])('parses %s as %s', (input, expected) => {
    expect(parseHexColor(input)).toBe(expected);
  });

  it.each(['', '#12', '#1234', 'zzzzzz', '#0b5c63ff', 'red'])('refuses %j', (input) => {
    expect(() => parseHexColor(input)).toThrow('Could not parse Hex Color');
  });
});

describe('shades (SPEC §9)', () => {
  it('raises lightness by points, capped at white', () => {
    expect(lighten('#000000', 10)).toBe('#1a1a1a');
    expect(lighten('#000000', 30)).toBe('#4d4d4d');
    expect(lighten('#ff0000', 20)).toBe('#ff6666');
    expect(lighten('#ffffff', 30)).toBe('#ffffff');
  });

  it('derives hover, active and light for thm and cta unless given', () => {
    const { colors, rejected } = themeFromParams(
      new URLSearchParams(
        'color-thm=000&color-cta=ff0000&color-cta-hover=123456&color-text=222&color-bad=nope&lang=en',
      ),
    );
    expect(colors).toEqual({
      thm: '#000000',
      'thm-hover': '#1a1a1a',
      'thm-active': '#333333',
      'thm-light': '#4d4d4d',
      cta: '#ff0000',
      'cta-hover': '#123456',
      'cta-active': '#ff6666',
      'cta-light': '#ff9999',
      text: '#222222',
    });
    expect(rejected).toEqual(['color-bad']);
  });

  it('takes 32 colours at most, so that the cookie keeping them stays small', () => {
    const params = Array.from({ length: 40 }, (_, i) => [`color-c${i}`, 'fff'] as [string, string]);
    const { colors, rejected } = themeFromParams(params);
    expect(Object.keys(colors)).toHaveLength(32);
    expect(rejected).toEqual(params.slice(32).map(([key]) => key));
  });

  it('writes only safe declarations', () => {
    expect(themeCss({ thm: '#000000' })).toBe(':root{--thm:#000000}');
    expect(themeCss({ 'x;}body{': '#000000', thm: 'red' })).toBe('');
  });
});
