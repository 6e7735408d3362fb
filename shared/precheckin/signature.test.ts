import { describe, expect, it } from 'vitest';
import { signatureInputSchema, validSignature } from './signature.ts';
import { signerNameOf, typedNameProblem } from './signerName.ts';
import { inkLength, isEnoughInk } from './signatureInk.ts';

// The smallest valid PNG (1×1, transparent): the shape's check alone does not read it.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('a signature as sent', () => {
  const valid = { method: 'drawn', image: PNG, name: 'Anna Maria Eriksson', statement: 'I confirm.' };

  it('takes a PNG data URL with the name and statement', () => {
    expect(signatureInputSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['another image type', { image: PNG.replace('image/png', 'image/svg+xml') }],
    ['script in place of base64', { image: 'data:image/png;base64,<script>' }],
    ['an empty name', { name: '' }],
    ['no statement', { statement: '' }],
    ['an unknown method', { method: 'stamped' }],
    ['an image too large', { image: `data:image/png;base64,${'A'.repeat(200_000)}` }],
    ['a name over three name fields', { name: 'A'.repeat(120) }],
    ['a name of spaces', { name: '   ' }],
  ])('refuses %s', (_, change) => {
    expect(signatureInputSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });

  it.each([
    ['a line break', 'Anna\r\nMaria'],
    ['markup', '<img src=x onerror=alert(1)>'],
    ['a right-to-left override', 'Anna \u202EnossKirE'],
    ['a NUL', 'Anna\u0000'],
    ["SPEC §5's apostrophe", "Anna O'Hara"],
  ])('takes neither a name nor a statement with %s, as no name field would', (_, text) => {
    expect(validSignature({ ...valid, name: text })).toBeNull();
    expect(validSignature({ ...valid, statement: `I confirm. ${text}` })).toBeNull();
  });

  it('takes a signature by its shape; reading its picture is the service’s', () => {
    expect(validSignature(valid)).toEqual(valid);
    expect(validSignature({ ...valid, name: '' })).toBeNull();
    expect(validSignature('data:image/png;base64,iVBORw0KGgo')).toBeNull();
    expect(validSignature(undefined)).toBeNull();
  });
});

describe('a typed signature', () => {
  const javier = { firstname: 'Javier', lastname: 'García', secondSurname: 'López' };
  const typed = (name: string) => ({ method: 'typed', name });

  it('is the traveller’s full name, whatever its case and spaces', () => {
    expect(signerNameOf(javier)).toBe('Javier García López');
    expect(typedNameProblem(typed('Javier García López'), javier)).toBeUndefined();
    expect(typedNameProblem(typed('  javier   GARCÍA  lópez '), javier)).toBeUndefined();
    // The same letters composed otherwise (an accent typed apart) are the same name.
    expect(typedNameProblem(typed('Javier Garci\u0301a Lo\u0301pez'), javier)).toBeUndefined();
  });

  it('names no one else', () => {
    expect(typedNameProblem(typed('Claire Martin'), javier)).toBe('signatureNameMismatch');
    expect(typedNameProblem(typed('Javier García'), javier)).toBe('signatureNameMismatch');
    expect(typedNameProblem(typed('Javier'), { firstname: 'Javier' })).toBeUndefined();
  });

  it('leaves a drawn signature’s name to the form', () => {
    expect(typedNameProblem({ method: 'drawn', name: 'Claire Martin' }, javier)).toBeUndefined();
    expect(typedNameProblem(null, javier)).toBeUndefined();
  });
});

describe('ink on the pad', () => {
  it('sums the strokes', () => {
    expect(
      inkLength([
        [
          { x: 0, y: 0 },
          { x: 3, y: 4 },
        ],
        [
          { x: 10, y: 10 },
          { x: 10, y: 20 },
        ],
      ]),
    ).toBe(15);
  });

  it('asks for strokes across half the pad', () => {
    const line = (to: number) => [
      [
        { x: 0, y: 0 },
        { x: to, y: 0 },
      ],
    ];
    expect(isEnoughInk(line(149), 300)).toBe(false);
    expect(isEnoughInk(line(150), 300)).toBe(true);
    expect(isEnoughInk([[{ x: 5, y: 5 }]], 300)).toBe(false);
  });
});
