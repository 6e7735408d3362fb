import type { Env } from './env.ts';
import { SERVICES, type Service } from '../shared/upstream/services.ts';
import { timeoutFor } from '../shared/upstream/timeouts.ts';
import { createUpstreamClient, type CallUpstream, type UpstreamLog } from '../shared/upstream/client.ts';

/** A service answers a request whose path starts with `/{service}/`. */
export type Upstream = (request: Request) => Promise<Response>;
export type Upstreams = Record<Service, Upstream>;

const BASE_URL_VARIABLE: Record<Service, keyof Env> = {
  'conf-api': 'CONF_API_URL',
  'webcc-api': 'WEBCC_API_URL',
  'guestworld-api': 'GUESTWORLD_API_URL',
  'validation-api': 'VALIDATION_API_URL',
};

/** Only the path of a request to an Upstream counts; this origin stands for "in the worker". */
const INTERNAL_ORIGIN = 'https://upstream.internal';

/** The worker's own calls to a service (page look-ups), through the one upstream client. */
export function upstreamClient(upstream: Upstream, log: UpstreamLog): CallUpstream {
  return createUpstreamClient({
    fetch: (path, init) => upstream(new Request(new URL(path, INTERNAL_ORIGIN), init)),
    log,
  });
}

/**
 * Production: the request goes to `{BASE_URL}{path without the service prefix}`, bounded by the
 * call's own timeout (SPEC §7, shared/upstream/timeouts.ts).
 */
export function httpUpstream(service: Service, baseUrl: string): Upstream {
  const base = baseUrl.replace(/\/+$/, '');
  return async (request) => {
    const url = new URL(request.url);
    const target = base + url.pathname.slice(service.length + 1) + url.search;
    const signal = request.signal.aborted
      ? request.signal
      : AbortSignal.any([request.signal, AbortSignal.timeout(timeoutFor(request.method, url.pathname))]);
    return fetch(new Request(target, { ...requestInit(request), signal }));
  };
}

function requestInit(request: Request): RequestInit {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return { method: request.method, headers: request.headers, body: hasBody ? request.body : null };
}

export function httpUpstreams(env: Env): Upstreams {
  return Object.fromEntries(
    SERVICES.map((service) => {
      const baseUrl = env[BASE_URL_VARIABLE[service]];
      if (typeof baseUrl !== 'string' || baseUrl === '') {
        return [service, missingUpstream(service)];
      }
      return [service, httpUpstream(service, baseUrl)];
    }),
  ) as Upstreams;
}

function missingUpstream(service: Service): Upstream {
  return async () => Response.json({ error: 'upstream_not_configured', service }, { status: 503 });
}
