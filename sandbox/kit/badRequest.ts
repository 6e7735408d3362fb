import type { Context } from 'hono';

interface Issue {
  path: PropertyKey[];
  message: string;
}

/** 400 with one message per invalid field: what the real services answer to bad input. */
export function badRequest(c: Context, issues: readonly Issue[]): Response {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.path.map(String).join('.') || '_';
    fields[name] ??= issue.message;
  }
  return c.json({ error: 'bad_request', fields }, 400);
}

export function notFound(c: Context, what: string): Response {
  return c.json({ error: 'not_found', message: `${what} not found` }, 404);
}

const FORM_TYPES = {
  urlencoded: { type: 'application/x-www-form-urlencoded', expected: 'form-encoded body expected' },
  multipart: { type: 'multipart/form-data', expected: 'multipart form data expected' },
};

/** The fields of a form body of the given kind, or the 400 that says the body is not one. */
export async function formFields(
  c: Context,
  kind: keyof typeof FORM_TYPES = 'urlencoded',
): Promise<Record<string, string | File> | Response> {
  const { type, expected } = FORM_TYPES[kind];
  if (!(c.req.header('content-type') ?? '').startsWith(type)) {
    return badRequest(c, [{ path: ['body'], message: expected }]);
  }
  return (await readForm(c)) ?? badRequest(c, [{ path: ['body'], message: 'the form could not be read' }]);
}

/**
 * The fields of a form body, or null when the body is not the form its type announces (a
 * multipart body without its boundary makes the parser throw): the sender's mistake, not a 500.
 */
export function readForm(c: Context): Promise<Record<string, string | File> | null> {
  return c.req.parseBody().catch(() => null);
}
