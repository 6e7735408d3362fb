import { describe, expect, it } from 'vitest';
import { fetchWhole, ORIGIN, sandboxCall } from '../../entry/test/request.ts';

// Found by entry/fuzz.test.ts: a body that says multipart but has no boundary made the form parser
// throw, and the stand-ins answered 500 (the sandbox's `internal_error`) for the sender's mistake.
const BROKEN_MULTIPART = { method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: 'x' };

describe('a form body that cannot be read is the sender’s mistake', () => {
  it('is refused with 400 by the personal catalogue form', async () => {
    const url = 'https://sandbox.test/webcc-api/v1/forms/personalCatalog';
    const response = await sandboxCall(new Request(url, BROKEN_MULTIPART));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'bad_request',
      fields: { body: 'the form could not be read' },
    });
  });

  it('is refused with 400 by the sign-in provider page', async () => {
    const response = await fetchWhole(`${ORIGIN}/__dev/oidc/google`, BROKEN_MULTIPART);
    expect(response.status).toBe(400);
  });
});
