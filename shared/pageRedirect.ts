import { redirectBodySchema, type PageConfig } from './schemas/pageConfig.ts';

export type PageRedirect =
  | { kind: 'none' }
  | { kind: 'inApp'; location: string; status: number }
  | { kind: 'fullLoad'; location: string; status: number };

/**
 * SPEC §2 redirect check: a page whose configuration is a redirect sends the visitor there, with
 * the answer's status or 301; another site's address needs a full page load.
 */
export function pageRedirect(
  config: Pick<PageConfig, 'pagetype' | 'body'>,
  currentOrigin: string,
): PageRedirect {
  if (config.pagetype !== 'redirect') return { kind: 'none' };
  const target = redirectBodySchema.safeParse(config.body);
  if (!target.success) return { kind: 'none' };
  const url = new URL(target.data.location, currentOrigin);
  return url.origin === currentOrigin
    ? { kind: 'inApp', location: url.pathname + url.search + url.hash, status: target.data.status }
    : { kind: 'fullLoad', location: url.href, status: target.data.status };
}
