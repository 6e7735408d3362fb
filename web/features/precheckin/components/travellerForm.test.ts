import { describe, expect, it } from 'vitest';
import { signerNameOf, withoutSignatures } from './travellerForm.ts';

const signature = {
  method: 'drawn' as const,
  image: 'data:image/png;base64,iVBORw0KGgo=',
  name: 'Javier García López',
  statement: 'I confirm.',
};

describe('the travellers form', () => {
  it('signs as the names given, the second surname where there is one', () => {
    expect(signerNameOf({ firstname: 'Javier ', lastname: 'García', secondSurname: 'López' })).toBe(
      'Javier García López',
    );
    expect(signerNameOf({ firstname: 'Claire', lastname: 'Martin', secondSurname: '' })).toBe(
      'Claire Martin',
    );
  });

  it("keeps a draft without the signatures' images", () => {
    const draft = withoutSignatures({
      travellers: [{ firstname: 'Javier', signature }, { firstname: 'Sofía', signature: null }, {}],
    });
    expect(draft).toEqual({ travellers: [{ firstname: 'Javier' }, { firstname: 'Sofía' }, {}] });
    expect(JSON.stringify(draft)).not.toContain('data:image');
  });
});
