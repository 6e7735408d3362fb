import { describe, expect, it } from 'vitest';
import { composed, formatAmount } from './mails.ts';

// Issue 32 point 1: the sandbox's e-mails reach guests in the portal's ten languages.
describe('mails to guests', () => {
  it('are written in the reservation’s language, their values filled in', () => {
    const polish = composed('authcode', 'pl', { number: '4815162342', code: '123456' });
    expect(polish.subject).toContain('4815162342');
    expect(polish.text).toContain('123456');
    expect(polish.subject).not.toBe(
      composed('authcode', 'en', { number: '4815162342', code: '123456' }).subject,
    );
    expect(composed('payment', 'sv', { number: '1', amount: '12,00 €' }).text).toContain('12,00 €');
  });

  it('fall back to English for a language the portal does not speak', () => {
    expect(composed('changed', 'ja', { number: '7' }).subject).toBe('Reservation 7 changed');
  });

  it('write amounts as the language does', () => {
    expect(formatAmount(110900, 'EUR', 'en')).toBe('€1,109.00');
    expect(formatAmount(110900, 'EUR', 'pt')).toMatch(/^1109,00\s€$/);
    expect(formatAmount(110900, 'EUR', 'pl')).toMatch(/^1\s?109,00\s€$/);
  });
});
