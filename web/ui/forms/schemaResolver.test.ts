import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchemaResolver } from './schemaResolver.ts';

const schema = z.object({
  title: z.string().min(1, 'required'),
  travellers: z.array(z.object({ city: z.string().min(2, 'tooShort').min(3, 'second') })),
});
type Values = z.input<typeof schema>;

describe('a form checked by its schema', () => {
  it("gives each field its first issue's message, nested as the values are", async () => {
    const check = lazySchemaResolver<Values>(async () => schema);
    const { errors } = await check({ title: '', travellers: [{ city: 'Bern' }, { city: 'B' }] });
    expect(errors).toEqual({
      title: { type: 'validate', message: 'required' },
      travellers: [undefined, { city: { type: 'validate', message: 'tooShort' } }],
    });
  });

  it('gives the values as the schema gives them when they pass', async () => {
    const trimmed = z.object({ name: z.string().trim() });
    const check = lazySchemaResolver<{ name: string }>(async () => trimmed);
    expect(await check({ name: ' Ferien ' })).toEqual({ values: { name: 'Ferien' }, errors: {} });
  });

  it('puts an issue of the whole form under root, so the form does not pass', async () => {
    const whole = z.object({ a: z.string() }).refine(() => false, 'never');
    const check = lazySchemaResolver<{ a: string }>(async () => whole);
    expect((await check({ a: '' })).errors).toEqual({ root: { type: 'validate', message: 'never' } });
  });

  it('loads the schema again at the next check when loading failed', async () => {
    let loads = 0;
    const check = lazySchemaResolver<{ title: string }>(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return z.object({ title: z.string() });
    });
    await expect(check({ title: 'x' })).rejects.toThrow('offline');
    expect((await check({ title: 'x' })).errors).toEqual({});
    expect(loads).toBe(2);
  });
});
