/**
 * An optional delay for every sandbox answer, to see the page stream while "the provider" is slow.
 * Held in the isolate's memory: a development knob, never stored.
 */
let latencyMs = 0;

export const MAX_LATENCY_MS = 10_000;

export function setLatency(ms: number): void {
  latencyMs = ms;
}

export async function simulateLatency(): Promise<void> {
  if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
}
