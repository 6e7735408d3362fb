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
    ['b', '#fff'],
    ['z', '1'],
  ])('refuses %s_%s', (key, value) => {
    expect(imageModifiersSchema.safeParse({ [key]: value }).success).toBe(false);
  });
});
