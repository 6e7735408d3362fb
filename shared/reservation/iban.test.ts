import { describe, expect, it } from 'vitest';
import { isValidIban, maskIban, normaliseIban } from './iban.ts';

describe('IBAN', () => {
  it.each([
    'DE89 3704 0044 0532 0130 00',
    'GB82 WEST 1234 5698 7654 32',
    'ch9300762011623852957',
    'NL91ABNA0417164300',
    'AT611904300234573201',
  ])('accepts %s', (iban) => expect(isValidIban(iban)).toBe(true));

  it.each([
    'DE89 3704 0044 0532 0130 01',
    'DE89 3704 0044 0532 0130',
    'XX89 3704 0044 0532 0130 00',
    'DE00',
    '',
    'not an iban',
  ])('refuses %j', (iban) => expect(isValidIban(iban)).toBe(false));

  it('normalises and masks', () => {
    expect(normaliseIban(' de89 3704 0044 0532 0130 00 ')).toBe('DE89370400440532013000');
    expect(maskIban('DE89 3704 0044 0532 0130 00')).toBe('DE•• •••• 3000');
  });
});
