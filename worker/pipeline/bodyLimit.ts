import { createStep } from './appEnv.ts';

/**
 * SPEC §5, §9: the largest thing the portal takes is an avatar of at most 1 MB, sent as multipart
 * form data; the allowance covers the form's boundaries and fields. Nothing else comes near.
 */
export const REQUEST_BODY_LIMIT_BYTES = 1024 * 1024 + 64 * 1024;

/**
 * How much of a refused body is read and dropped before the 413 goes out. A server that answers
 * while the sender is still sending closes on unread bytes, and the sender's system then resets the
 * connection, often before the sender has read the answer: it sees a network error, not "too
 * large". Reading the rest first lets the answer arrive; a body beyond this is cut off.
 */
export const DRAINED_BEFORE_REFUSAL_BYTES = 8 * 1024 * 1024;

const tooLarge = () =>
  Response.json(
    { error: 'payload_too_large', message: `Request body over ${REQUEST_BODY_LIMIT_BYTES} bytes` },
    { status: 413 },
  );

/** Reads the rest of a refused body, up to the drain's limit, and drops it. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, read: number): Promise<void> {
  let total = read;
  while (total <= DRAINED_BEFORE_REFUSAL_BYTES) {
    const chunk = await reader.read().catch(() => null);
    if (!chunk || chunk.done) return;
    total += chunk.value.byteLength;
  }
  await reader.cancel().catch(() => undefined);
}

/**
 * Bodies beyond the limit are refused before anything forwards them: by their announced length,
 * else as they stream. What passes is handed on whole, already read.
 */
export const requestBodyLimitStep = createStep(async (c, next) => {
  const body = c.req.raw.body;
  if (!body) return next();
  const announced = c.req.raw.headers.has('transfer-encoding')
    ? null
    : c.req.raw.headers.get('content-length');
  // A length the runtime holds the sender to: within the limit, the body goes on as it streams.
  if (announced !== null && Number.parseInt(announced, 10) <= REQUEST_BODY_LIMIT_BYTES) return next();
  const reader = body.getReader();
  if (announced !== null) {
    await drain(reader, 0);
    return tooLarge();
  }
  const chunks: BlobPart[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > REQUEST_BODY_LIMIT_BYTES) {
      await drain(reader, size);
      return tooLarge();
    }
    chunks.push(value);
  }
  c.req.raw = new Request(c.req.raw, { body: new Blob(chunks) });
  return next();
});
