import { describe, expect, it } from 'vitest';
import { imageModifiersSchema } from './imageModifiers.ts';

describe('image modifiers', () => {
  it.each([
    ['w', '0'],
    ['w', '4097'],
    ['h', '-1'],
    ['q', '0'],
    ['q', '101'],
    ['f', 'gif'],
    ['fit', 'fill'],
    ['s', '320'],
    ['s', '9999x200'],
    ['s', '200x4097'],
    ['b', '#fff'],
    ['z', '1'],
  ])('refuses %s_%s', (key, value) => {
    expect(imageModifiersSchema.safeParse({ [key]: value }).success).toBe(false);
  });

  it.each(['1x1', '320x200', '4096x4096'])('takes s_%s', (size) => {
    expect(imageModifiersSchema.parse({ s: size })).toEqual({ s: size });
  });
});
