import { Deflate, Z_FINISH, Z_NO_FLUSH, Z_SYNC_FLUSH } from 'pako';

/** Whether the client takes gzip (a q of 0 refuses it). */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return coding.trim() === 'gzip' && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * Gzip that keeps a streamed page streaming. A generic compressor holds output back until its
 * buffer fills, so the shell would wait for the data after all. Here every group of chunks React
 * writes in one task ends with a sync flush, so the browser can render each part on arrival.
 */
export function streamingGzip(body: ReadableStream<Uint8Array>): ReadableStream {
  const deflate = new Deflate({ gzip: true, level: 5 });
  let timer: ReturnType<typeof setTimeout> | undefined;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      start(controller) {
        deflate.onData = (chunk) => {
          // pako hands out views of buffers it may reuse: pass on a copy.
          if (chunk.length > 0) controller.enqueue((chunk as Uint8Array).slice());
        };
      },
      transform(chunk) {
        deflate.push(chunk, Z_NO_FLUSH);
        timer ??= setTimeout(() => {
          timer = undefined;
          deflate.push(new Uint8Array(0), Z_SYNC_FLUSH);
        }, 0);
      },
      flush() {
        if (timer !== undefined) clearTimeout(timer);
        deflate.push(new Uint8Array(0), Z_FINISH);
      },
    }),
  );
}
