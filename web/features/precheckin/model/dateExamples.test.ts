import { describe, expect, it } from 'vitest';
import { exampleDay } from './dateExamples.ts';

describe('the example each date field shows', () => {
  const stay = { checkin: '2027-07-03' };

  it('shows a birth date for the birth date', () => {
    expect(exampleDay('birthday', stay) < stay.checkin).toBe(true);
  });

  it('shows a day before the stay for the date a document was issued', () => {
    expect(exampleDay('passportIssueDate', stay) < stay.checkin).toBe(true);
    expect(exampleDay('passportIssueDate', stay) > exampleDay('birthday', stay)).toBe(true);
  });

  it('shows a day years after the stay for the date a document is valid until', () => {
    expect(exampleDay('passportExpDate', stay) > '2030-01-01').toBe(true);
  });
});
