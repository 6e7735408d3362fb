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

/** The fields of a form-encoded body, or the 400 that says the body is not one. */
export async function formFields(c: Context): Promise<Record<string, string | File> | Response> {
  if (!(c.req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) {
    return badRequest(c, [{ path: ['body'], message: 'form-encoded body expected' }]);
  }
  return (await c.req.parseBody()) as Record<string, string | File>;
}
