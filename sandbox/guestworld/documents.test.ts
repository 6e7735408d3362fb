import { beforeEach, describe, expect, it } from 'vitest';
import { ANNA, JONAS } from '../identity/testBrowser.ts';
import { resetSandbox } from '../identity/testSandbox.ts';
import { fixtures, sandboxCall } from '../../entry/test/request.ts';
import { signedIn } from './users/testAccount.ts';

beforeEach(async () => {
  await resetSandbox();
});

/** A real PDF: the header, a cross-reference table whose offsets point at its objects, the end mark. */
async function expectPdf(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="\w+-\d+\.pdf"$/);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder('latin1').decode(bytes);
  expect(text.startsWith('%PDF-1.4')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
  expect(text.slice(xref, xref + 4)).toBe('xref');
  const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  offsets.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
  return text;
}

describe('documents of a linked booking', () => {
  it('downloads the invoice and the voucher as PDF files for the owner', async () => {
    const { call } = await signedIn(ANNA);
    expect(await expectPdf(await call('/reservations/4815170001/documents/invoice'))).toContain(
      'Invoice 4815170001',
    );
    await expectPdf(await call('/reservations/4815170001/documents/voucher'));
  });

  it("is not found for someone else's booking, a cancelled booking's voucher, or a document it lacks", async () => {
    const jonas = await signedIn(JONAS);
    expect((await jonas.call('/reservations/4815170001/documents/invoice')).status).toBe(404);
    expect((await jonas.call('/reservations/4815162342/documents/invoice')).status).toBe(404);
    const anna = await signedIn(ANNA);
    expect((await anna.call('/reservations/4815170004/documents/voucher')).status).toBe(404);
    expect((await anna.call('/reservations/4815170001/documents/contract')).status).toBe(404);
  });
});

describe('documents by reservation token', () => {
  const byToken = (token: string, name: string) =>
    sandboxCall(
      new Request(`https://sandbox.test/webcc-api/v1/booking/reservations/${token}/documents/${name}`),
    );

  it('downloads for the holder of the token, and nobody else', async () => {
    const { reservations } = await fixtures();
    const token = reservations.find((r) => r.number === '4815162343')!.token;
    expect(await expectPdf(await byToken(token, 'voucher'))).toContain('Reiseunterlagen 4815162343');
    expect((await byToken('A'.repeat(24), 'invoice')).status).toBe(404);
    expect((await byToken('bad', 'invoice')).status).toBe(404);
    expect((await byToken(token, 'contract')).status).toBe(404);
  });
});
