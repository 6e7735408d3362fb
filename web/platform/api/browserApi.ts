import type { ApiFetch } from '../../../shared/site/render.ts';

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

function cookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/** Same-origin calls from the browser; a mutating one carries the XSRF token the worker checks. */
export const browserApi: ApiFetch = (path, init = {}) => {
  const method = (init.method ?? 'GET').toUpperCase();
  const headers = new Headers(init.headers);
  const token = cookie(XSRF_COOKIE);
  if (method !== 'GET' && method !== 'HEAD' && token) headers.set(XSRF_HEADER, decodeURIComponent(token));
  return fetch(path, { credentials: 'same-origin', ...init, headers });
};
