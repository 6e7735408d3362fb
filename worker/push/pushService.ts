import type { Env } from '../env.ts';

/**
 * Where the worker posts push messages: the browsers' push services. A subscription names its own
 * endpoint, so the worker posts only to the push services it knows, over https, or a subscription
 * could make it post wherever its sender liked.
 */
export interface PushService {
  accepts(endpoint: URL, env: Env): boolean;
  send(request: Request, env: Env): Promise<Response>;
}

/** The push services of Chrome and Android, Firefox, Safari and Edge. */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^web\.push\.apple\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
];

export const webPushServices: PushService = {
  accepts: (endpoint) =>
    endpoint.protocol === 'https:' &&
    endpoint.port === '' &&
    PUSH_SERVICE_HOSTS.some((host) => host.test(endpoint.hostname)),
  send: (request) => fetch(request),
};
