// Cloudflare's edge in front of the local portal, for what a browser measures: in production the
// worker answers uncompressed and the edge compresses on the way out, flushing as the stream goes
// (README, "Compression"). The local runtime cannot do that without buffering pages, so the
// benchmark puts this proxy between Lighthouse and the portal; without it a phone on a slow network
// would be measured receiving every page uncompressed. Listens on 127.0.0.1 only.
import { createServer, request, type Server } from 'node:http';
import { constants, createGzip } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript)|image\/svg\+xml)/;

/** Starts the proxy on `port`, forwarding to `target` (an http://127.0.0.1:port origin). */
export function startEdgeCompression({ port, target }: { port: number; target: string }): Promise<Server> {
  const upstream = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        // The portal sends identity anyway; the edge asks for it so it alone decides the encoding.
        headers: { ...incoming.headers, host: upstream.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const headers = { ...answer.headers };
        const type = String(headers['content-type'] ?? '');
        const wantsGzip = /\bgzip\b/.test(String(incoming.headers['accept-encoding'] ?? ''));
        const encoded = ![undefined, 'identity'].includes(headers['content-encoding']);
        if (!wantsGzip || !COMPRESSIBLE.test(type) || encoded) {
          outgoing.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(outgoing);
          return;
        }
        delete headers['content-length'];
        headers['content-encoding'] = 'gzip';
        headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        // Each chunk the worker streams leaves compressed at once, as the edge does.
        const gzip = createGzip({ flush: constants.Z_SYNC_FLUSH });
        answer.pipe(gzip).pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
