import type { Context } from 'hono';
import { IMAGE_PROXY_PREFIX, PICTURES_PATH, readModifiers } from '../../shared/accommodation/imageProxy.ts';
import {
  imageModifiersSchema,
  picturePathSchema,
  type ImageModifiers,
} from '../../shared/accommodation/imageModifiers.ts';
import type { AppEnv } from './appEnv.ts';
import { describeError } from '../log.ts';
import { PICTURE_SECURITY_HEADERS } from '../securityHeaders.ts';

const FIT: Record<NonNullable<ImageModifiers['fit']>, RequestInitCfPropertiesImage['fit']> = {
  cover: 'cover',
  contain: 'contain',
  inside: 'scale-down',
};

/** SPEC §7's modifiers as Cloudflare image resizing's options. */
export function resizeOptions(modifiers: ImageModifiers): RequestInitCfPropertiesImage {
  const [sizeWidth, sizeHeight] = modifiers.s?.split('x').map(Number) ?? [];
  const options: RequestInitCfPropertiesImage = {};
  const width = modifiers.w ?? sizeWidth;
  const height = modifiers.h ?? sizeHeight;
  if (width) options.width = width;
  if (height) options.height = height;
  if (modifiers.fit) options.fit = FIT[modifiers.fit];
  if (modifiers.f) options.format = modifiers.f;
  if (modifiers.q) options.quality = modifiers.q;
  if (modifiers.b) options.background = `#${modifiers.b}`;
  return options;
}

/** Pictures are addressed by path, so a path names one picture for good: browsers keep it a day. */
const PICTURE_HEADERS = { 'Cache-Control': 'public, max-age=86400', ...PICTURE_SECURITY_HEADERS };

/**
 * `/img/{modifiers}/{picture path}` (SPEC §7 image proxy). With `PICTURES_URL` (production) the
 * picture host's original is resized by Cloudflare on the way; without it the original comes from
 * webcc-api, which the sandbox answers locally. Bad modifiers or paths are the caller's: 400.
 */
export async function imageProxyStep(c: Context<AppEnv>): Promise<Response> {
  const rest = c.req.path.slice(IMAGE_PROXY_PREFIX.length + 1);
  const cut = rest.indexOf('/');
  const modifiers = imageModifiersSchema.safeParse(readModifiers(cut < 0 ? rest : rest.slice(0, cut)));
  const path = picturePathSchema.safeParse(cut < 0 ? '' : rest.slice(cut + 1));
  if (!modifiers.success || !path.success) {
    const issues = [
      ...(modifiers.error?.issues ?? []),
      ...(path.error?.issues.map((i) => ({ ...i, path: ['path'] })) ?? []),
    ];
    const fields = Object.fromEntries(
      issues.map((issue) => [issue.path.join('.') || 'modifiers', issue.message]),
    );
    return c.json({ error: 'bad_request', fields }, 400);
  }
  const base = c.env.PICTURES_URL;
  const original = await (
    base
      ? fetch(`${base.replace(/\/+$/, '')}/${path.data}`, { cf: { image: resizeOptions(modifiers.data) } })
      : c
          .get('upstreams')
          ['webcc-api'](new Request(`https://upstream.internal/webcc-api${PICTURES_PATH}/${path.data}`))
  ).catch((error: unknown) => {
    // The picture host did not answer: the gateway's failure, not the portal's.
    c.get('log').error('picture unreachable', { cause: describeError(error) });
    return null;
  });
  if (!original) return c.json({ error: 'bad_gateway' }, 502);
  if (!original.ok) {
    await original.body?.cancel();
    return c.json({ error: 'not_found' }, original.status === 404 ? 404 : 502);
  }
  const answer = new Response(original.body, original);
  for (const [name, value] of Object.entries(PICTURE_HEADERS)) answer.headers.set(name, value);
  return answer;
}
