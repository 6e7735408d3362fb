import { describe, expect, it } from 'vitest';
import { acceptsGzip, streamingGzip } from './streamingGzip.ts';

describe('streaming gzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['gzip;q=0', false],
    ['br', false],
    ['', false],
  ])('accepts %j: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it('emits a decodable part for each group before the stream ends', async () => {
    let push: (text: string) => void = () => {};
    let end: () => void = () => {};
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(new TextEncoder().encode(text));
        end = () => controller.close();
      },
    });
    const decoded = streamingGzip(source)
      .pipeThrough(new DecompressionStream('gzip'))
      .getReader() as ReadableStreamDefaultReader<Uint8Array>;
    push('<html><body><p>shell</p>');
    const first = await decoded.read();
    expect(new TextDecoder().decode(first.value)).toBe('<html><body><p>shell</p>');
    push('<p>data</p></body></html>');
    end();
    let rest = '';
    for (let part = await decoded.read(); !part.done; part = await decoded.read())
      rest += new TextDecoder().decode(part.value);
    expect(rest).toBe('<p>data</p></body></html>');
  });
});
