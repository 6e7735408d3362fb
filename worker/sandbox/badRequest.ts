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
