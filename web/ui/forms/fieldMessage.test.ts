import { describe, expect, it } from 'vitest';
import { fieldMessage } from './fieldMessage.ts';

describe("a field's message", () => {
  it("is the shared rule's words for its key", () => {
    expect(fieldMessage('numbersOnly')).toBe('error.numbersOnly');
    expect(fieldMessage('textTooShort')).toBe('review.textTooShort');
    expect(fieldMessage('invalidIban')).toBe('refund.invalidIban');
  });

  it('words each refusal of a signature the service gives', () => {
    expect(fieldMessage('signatureInvalid')).toBe('error.signatureInvalid');
    expect(fieldMessage('signatureNameMismatch')).toBe('error.signatureNameMismatch');
    expect(fieldMessage('signedByTraveller')).toBe('error.signedByTraveller');
  });

  it("is the field's own words where it has them, the shared ones where it has not", () => {
    expect(fieldMessage('required', 'wishlistName')).toBe('wishlists.nameError.required');
    expect(fieldMessage('tooLong', 'deletionComment')).toBe('acc.delete.commentTooLong');
    expect(fieldMessage('invalidEmail', 'wishlistName')).toBe('error.invalidEmail');
  });

  it('reads a key it does not know as "required", in the field\'s words if it has some', () => {
    expect(fieldMessage('unknownCity')).toBe('error.required');
    expect(fieldMessage('unknownCity', 'wishlistName')).toBe('wishlists.nameError.required');
  });

  it('reads a key that names what every object inherits as one it does not know', () => {
    expect(fieldMessage('constructor')).toBe('error.required');
    expect(fieldMessage('toString', 'wishlistName')).toBe('wishlists.nameError.required');
  });
});
