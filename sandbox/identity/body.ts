import type { Context } from 'hono';

export type Body = Record<string, unknown>;

/** Kratos' `IsJSONRequest`: the client asks for JSON or sends it; otherwise it is a page load. */
export function wantsJson(c: Context): boolean {
  const accept = c.req.header('accept') ?? '';
  const type = c.req.header('content-type') ?? '';
  return accept.includes('application/json') || type.includes('application/json');
}

/**
 * The submitted form, JSON or form-encoded. Form keys with dots (`traits.email`) become nested
 * objects and `transient_payload` may come as JSON text, so both encodings read the same.
 */
export async function readBody(c: Context): Promise<Body> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    const form = await c.req.formData().catch(() => null);
    const body: Body = {};
    for (const [key, value] of form?.entries() ?? []) {
      if (typeof value !== 'string') continue;
      const path = key.split('.');
      let target = body;
      for (const part of path.slice(0, -1)) {
        const next = target[part];
        target = (target[part] = next && typeof next === 'object' ? next : {}) as Body;
      }
      target[path.at(-1) ?? key] = value;
    }
    if (typeof body.transient_payload === 'string') {
      try {
        body.transient_payload = JSON.parse(body.transient_payload);
      } catch {
        delete body.transient_payload;
      }
    }
    return body;
  }
  const json: unknown = await c.req.json().catch(() => null);
  return json && typeof json === 'object' && !Array.isArray(json) ? (json as Body) : {};
}

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export const objectOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
