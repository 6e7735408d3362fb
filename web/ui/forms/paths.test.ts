import { describe, expect, it } from 'vitest';
import { getAt, setAt } from './paths.ts';

describe('dotted paths', () => {
  it('reads nested objects and list items', () => {
    const values = { title: 'Hi', travellers: [{ city: 'Bern' }] };
    expect(getAt(values, 'title')).toBe('Hi');
    expect(getAt(values, 'travellers.0.city')).toBe('Bern');
    expect(getAt(values, 'travellers.1.city')).toBeUndefined();
    expect(getAt(values, 'title.length.x')).toBeUndefined();
  });

  it('writes a copy along the path only, making lists for number segments', () => {
    const before = { title: 'Hi', travellers: [{ city: 'Bern' }, { city: 'Chur' }] };
    const after = setAt(before, 'travellers.1.city', 'Genf');
    expect(after).toEqual({ title: 'Hi', travellers: [{ city: 'Bern' }, { city: 'Genf' }] });
    expect(before.travellers[1]!.city).toBe('Chur');
    expect(after.travellers[0]).toBe(before.travellers[0]);
    expect(setAt({}, 'travellers.0.city', 'Bern')).toEqual({ travellers: [{ city: 'Bern' }] });
  });

  it('removes a key when the value is undefined', () => {
    expect(setAt({ title: { type: 'x' }, text: { type: 'y' } }, 'title', undefined)).toEqual({
      text: { type: 'y' },
    });
  });
});
