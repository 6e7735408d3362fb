import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** guestworld-api's error answer: a stable `code` the portal maps to SPEC §8's wording, and a message. */
export function guestworldError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  fields?: Record<string, string>,
) {
  return c.json({ code, message, ...(fields ? { fields } : {}) }, status);
}
