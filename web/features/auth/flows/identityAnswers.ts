/** What the identity service answered when a call failed: its status and body, if it answered at all. */
interface IdentityAnswer {
  status: number | null;
  data: unknown;
}

export function answerOf(error: unknown): IdentityAnswer {
  const response = (error as { response?: { status?: number; data?: unknown } } | null)?.response;
  return { status: response?.status ?? null, data: response?.data ?? null };
}

interface FlowWithNodes {
  ui: { nodes: { attributes: unknown }[] };
}

/** Every browser flow carries its CSRF token as a hidden node; updates must send it back. */
export function csrfTokenOf(flow: FlowWithNodes): string {
  for (const node of flow.ui.nodes) {
    const attributes = node.attributes as { name?: string; value?: unknown };
    if (attributes.name === 'csrf_token' && typeof attributes.value === 'string') return attributes.value;
  }
  return '';
}

/** A flow fetched by id, or null when it is gone (expired, unknown): the caller starts a new one. */
export function dataOrNull<T>(request: Promise<{ data: T }>): Promise<T | null> {
  return request.then(
    (response) => response.data,
    () => null,
  );
}
