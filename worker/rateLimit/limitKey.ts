/**
 * Whose limits a request counts against. A provider hands an IPv6 customer a
 * whole /64 (RFC 6177) and a host picks any address in it, so a guesser would get fresh limits
 * with each one: an IPv6 client is keyed by its /64, an IPv4-mapped one by its IPv4 address.
 * Anything else (an IPv4 address, a local run's `local`) is its own key.
 */
export function limitKey(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, or null where it is none. */
function ipv6Groups(address: string): number[] | null {
  if (!address.includes(':')) return null;
  const halves = address.split('%')[0]!.toLowerCase().split('::');
  if (halves.length > 2) return null;
  const [head, tail] = halves.map((half) => (half === '' ? [] : half.split(':').flatMap(withIpv4AsGroups)));
  const missing = 8 - head!.length - (tail?.length ?? 0);
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...head!, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...(tail ?? [])];
  return groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))
    ? groups.map((group) => parseInt(group, 16))
    : null;
}

/** An embedded IPv4 address (`::ffff:192.0.2.1`) as the two groups it stands for. */
function withIpv4AsGroups(part: string): string[] {
  const bytes = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(part)?.slice(1).map(Number);
  if (!bytes || bytes.some((byte) => byte > 255)) return [part];
  return [(bytes[0]! << 8) | bytes[1]!, (bytes[2]! << 8) | bytes[3]!].map((group) => group.toString(16));
}
