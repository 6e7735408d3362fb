import type { Env } from './env.ts';

/** The provider's services the portal calls, each under its own same-origin path prefix. */
export const SERVICES = ['conf-api', 'webcc-api', 'guestworld-api', 'validation-api'] as const;
export type Service = (typeof SERVICES)[number];

/** A service answers a request whose path starts with `/{service}/`. */
export type Upstream = (request: Request) => Promise<Response>;
export type Upstreams = Record<Service, Upstream>;

const BASE_URL_VARIABLE: Record<Service, keyof Env> = {
  'conf-api': 'CONF_API_URL',
  'webcc-api': 'WEBCC_API_URL',
  'guestworld-api': 'GUESTWORLD_API_URL',
  'validation-api': 'VALIDATION_API_URL',
};

/** SPEC §9: no generic client timeout upstream; the edge still bounds every call. */
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 25_000;

export function serviceOf(pathname: string): Service | undefined {
  const first = pathname.split('/')[1];
  return SERVICES.find((service) => service === first);
}

/** Production: the request goes to `{BASE_URL}{path without the service prefix}`. */
export function httpUpstream(service: Service, baseUrl: string): Upstream {
  const base = baseUrl.replace(/\/+$/, '');
  return async (request) => {
    const url = new URL(request.url);
    const target = base + url.pathname.slice(service.length + 1) + url.search;
    const signal = request.signal.aborted
      ? request.signal
      : AbortSignal.any([request.signal, AbortSignal.timeout(DEFAULT_UPSTREAM_TIMEOUT_MS)]);
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
