/**
 * Failures on demand, to watch the portal cope with a provider that is down: the next `count`
 * answers of a service are the given status. Held in the isolate's memory, like the latency knob.
 */
const pending = new Map<string, { status: number; count: number }>();

export function injectFault(service: string, status: number, count: number): void {
  pending.set(service, { status, count });
}

export function clearFaults(): void {
  pending.clear();
}

/** The status the next answer of `service` must fail with, if any (and one fewer to come). */
export function takeFault(service: string): number | undefined {
  const fault = pending.get(service);
  if (!fault) return undefined;
  if (fault.count <= 1) pending.delete(service);
  else pending.set(service, { ...fault, count: fault.count - 1 });
  return fault.status;
}
