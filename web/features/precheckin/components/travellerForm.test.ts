import { describe, expect, it } from 'vitest';
import { travellerResolver, travellerValues } from './travellerForm.ts';

const ARRIVAL = '2099-07-01';

describe('the travellers’ form (issue 31)', () => {
  it('checks each traveller it asks for, and none the main guest has invited', async () => {
    const resolve = travellerResolver(
      (index) => (index === 1 ? null : { layout: ['firstname', 'lastname'] }),
      ARRIVAL,
    );
    const blank = { firstname: '', lastname: '' };
    const { errors } = await resolve({ travellers: [blank, blank, { firstname: 'Tom', lastname: '' }] });
    expect(errors).toEqual({
      travellers: {
        0: { firstname: { type: 'validate', message: 'required' }, lastname: expect.anything() },
        2: { lastname: { type: 'validate', message: 'required' } },
      },
    });
    const complete = { travellers: [{ firstname: 'Ann', lastname: 'Carter' }, blank] };
    expect(
      await travellerResolver(
        (index) => (index === 0 ? { layout: ['firstname', 'lastname'] } : null),
        ARRIVAL,
      )(complete),
    ).toEqual({ values: complete, errors: {} });
  });

  it('starts each traveller from what was saved, field by field of their layout', () => {
    expect(travellerValues(['firstname', 'birthday'], { firstname: 'Ann', lastname: 'Carter' })).toEqual({
      firstname: 'Ann',
      birthday: '',
    });
    expect(travellerValues(['firstname'], null)).toEqual({ firstname: '' });
  });
});
