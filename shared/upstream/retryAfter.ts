/** `Retry-After` in seconds: given as seconds, or as the date to wait for (RFC 9110 §10.2.3). */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const until = Date.parse(header);
  return Number.isNaN(until) ? undefined : Math.max(0, Math.ceil((until - now) / 1000));
}
