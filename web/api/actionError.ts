/** A refused call: its status, the service's error id, and any field messages. */
export class ActionError extends Error {
  constructor(
    readonly status: number,
    readonly error: string | undefined,
    readonly fields: Record<string, string> = {},
  ) {
    super(`Request failed with status code ${status}`);
    this.name = 'ActionError';
  }
}

/** The JSON answer of a successful call, or an ActionError from the refusal. */
export async function answerOf<T>(response: Response, parse: (body: unknown) => T): Promise<T> {
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : null;
  if (response.ok) return parse(body);
  const refusal = (body ?? {}) as { error?: string; fields?: Record<string, string> };
  throw new ActionError(response.status, refusal.error, refusal.fields);
}
