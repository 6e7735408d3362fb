import { describe, expect, it } from 'vitest';
import { createStep } from './appEnv.ts';
import { DRAINED_BEFORE_REFUSAL_BYTES, REQUEST_BODY_LIMIT_BYTES, requestBodyLimitStep } from './bodyLimit.ts';
import { stepHarness } from './stepHarness.ts';

const bodyLength = createStep(async (c) => c.text(String((await c.req.arrayBuffer()).byteLength)));
const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  stepHarness([requestBodyLimitStep, bodyLength]).request('/guestworld-api/v2/users/picture', {
    method: 'POST',
    body,
    headers,
  });

function streamOf(bytes: number): ReadableStream<Uint8Array> {
  let left = bytes;
  return new ReadableStream({
    pull(controller) {
      const chunk = Math.min(left, 64 * 1024);
      if (chunk === 0) return controller.close();
      left -= chunk;
      controller.enqueue(new Uint8Array(chunk));
    },
  });
}

describe('request body limit step', () => {
  it('lets a 1 MB avatar upload through whole', async () => {
    const response = await post(new Uint8Array(1024 * 1024));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(String(1024 * 1024));
  });

  it('refuses a larger body with 413 and JSON, by its length', async () => {
    const response = await post(new Uint8Array(REQUEST_BODY_LIMIT_BYTES + 1));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: 'payload_too_large',
      message: `Request body over ${REQUEST_BODY_LIMIT_BYTES} bytes`,
    });
  });

  it('hands on a body that names no length whole, with its content type', async () => {
    const echo = createStep(async (c) =>
      c.text(`${(await c.req.arrayBuffer()).byteLength} ${c.req.header('content-type')}`),
    );
    const response = await stepHarness([requestBodyLimitStep, echo]).request(
      '/guestworld-api/v2/users/picture',
      {
        method: 'POST',
        body: streamOf(1024 * 1024),
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
      },
    );
    expect(await response.text()).toBe(`${1024 * 1024} multipart/form-data; boundary=b`);
  });

  it('refuses a larger body that names no length, as it streams', async () => {
    const response = await post(streamOf(REQUEST_BODY_LIMIT_BYTES + 1));
    expect(response.status).toBe(413);
  });
});

describe('a refused body is read to its end before the answer (the sender reads 413, not a reset)', () => {
  /** A body of `bytes` that counts what was read of it. */
  function countedStream(bytes: number) {
    const read = { bytes: 0, cancelled: false };
    let left = bytes;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = Math.min(left, 64 * 1024);
        if (chunk === 0) return controller.close();
        left -= chunk;
        read.bytes += chunk;
        controller.enqueue(new Uint8Array(chunk));
      },
      cancel() {
        read.cancelled = true;
      },
    });
    return { stream, read };
  }

  it('reads a 3 MB body without its length to the end', async () => {
    const { stream, read } = countedStream(3 * 1024 * 1024);
    expect((await post(stream)).status).toBe(413);
    expect(read).toEqual({ bytes: 3 * 1024 * 1024, cancelled: false });
  });

  it('cuts off a body beyond what it drains', async () => {
    const { stream, read } = countedStream(3 * DRAINED_BEFORE_REFUSAL_BYTES);
    expect((await post(stream)).status).toBe(413);
    expect(read.cancelled).toBe(true);
    expect(read.bytes).toBeLessThan(DRAINED_BEFORE_REFUSAL_BYTES + 256 * 1024);
  });
});
