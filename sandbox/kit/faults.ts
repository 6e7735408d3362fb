/**
 * Failures on demand, to watch the portal cope with a provider that is down: the next `count`
 * answers of a service (or of the calls under one path of it) are the given status. Held in the
 * isolate's memory, like the latency knob.
 */
interface Fault {
  status: number;
  count: number;
  /** Only calls whose path starts so fail; every call of the service without it. */
  path?: string;
}

const pending = new Map<string, Fault>();

export function injectFault(service: string, fault: Fault): void {
  pending.set(service, fault);
}

export function clearFaults(): void {
  pending.clear();
}

/** The status the answer to this path must fail with, if any (and one fewer to come). */
export function takeFault(pathname: string): number | undefined {
  const service = pathname.split('/')[1] ?? '';
  const fault = pending.get(service);
  if (!fault || (fault.path && !pathname.startsWith(fault.path))) return undefined;
  if (fault.count <= 1) pending.delete(service);
  else pending.set(service, { ...fault, count: fault.count - 1 });
  return fault.status;
}
