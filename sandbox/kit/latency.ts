/**
 * An optional delay for every sandbox answer, to see the page stream while "the provider" is slow.
 * Held in the isolate's memory: a development knob, never stored. Turning the knob ends the delays
 * in progress, so a journey can hold answers back for as long as it looks, then let them through.
 */
let latencyMs = 0;
let turns = 0;

export const MAX_LATENCY_MS = 10_000;
/** How often a delay in progress looks whether the knob was turned. */
const LOOK_EVERY_MS = 50;

export function setLatency(ms: number): void {
  latencyMs = ms;
  turns += 1;
}

export async function simulateLatency(): Promise<void> {
  const turnsBefore = turns;
  const until = Date.now() + latencyMs;
  while (turns === turnsBefore && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(LOOK_EVERY_MS, until - Date.now())));
  }
}
