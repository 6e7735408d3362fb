import type { Context } from 'hono';

/** A JSON body, or null when there is none or it is not JSON (the schema then says what is missing). */
export async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** One message per invalid field, by its name: the `fields` of a 400. */
export function fieldsOf(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return fields;
}
