/**
 * What counts as « one client » for per-address limits (public writes, bookings, live stock). An IPv6 subscriber usually
 * gets a whole /64 (2^64 addresses): counting whole IPv6 addresses would give one client unlimited
 * streams. So:
 *
 * - addressKey: an IPv4 address as is, an IPv6 address by its /64 (the per-address limit);
 * - networkKey: an IPv4 address by its /24, an IPv6 address by its /48 (the share of the process
 *   one network may take).
 *
 * IPv4-mapped IPv6 addresses (« ::ffff:192.0.2.1 », what a dual-stack socket reports) are IPv4.
 * Something that is not an IP address (it should not happen) is its own key.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (zone index dropped), or null. */
export function ipv6Groups(ip: string): number[] | null {
  let s = ip.trim().toLowerCase();
  const zone = s.indexOf('%');
  if (zone >= 0) s = s.slice(0, zone);
  if (!isIPv6(s)) return null;
  // A dotted IPv4 tail (« ::ffff:192.0.2.1 ») as two groups.
  const dotted = s.match(/^(.*:)(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    const [a, b, c, d] = dotted[2]!.split('.').map(Number) as [number, number, number, number];
    s = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = s.split('::');
  if (halves.length > 2) return null;
  const part = (text: string | undefined) => (text ? text.split(':').map((g) => parseInt(g, 16)) : []);
  const head = part(halves[0]);
  const tail = part(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 0) return null;
  const groups = [...head, ...Array<number>(Math.max(0, missing)).fill(0), ...tail];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

type Parsed = { v4: number[] } | { v6: number[] } | null;

function parse(ip: string): Parsed {
  if (isIPv4(ip)) return { v4: ip.split('.').map(Number) };
  const groups = ipv6Groups(ip);
  if (!groups) return null;
  // ::ffff:a.b.c.d (IPv4-mapped).
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return { v4: [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff] };
  }
  return { v6: groups };
}

const hex = (groups: number[]) => groups.map((g) => g.toString(16)).join(':');

/** One client for the per-address limit: an IPv4 address, or an IPv6 /64. */
export function addressKey(ip: string): string {
  const p = parse(ip);
  if (!p) return `?${ip}`;
  return 'v4' in p ? p.v4.join('.') : `${hex(p.v6.slice(0, 4))}::/64`;
}

/** One network for the share of the process: an IPv4 /24, or an IPv6 /48. */
export function networkKey(ip: string): string {
  const p = parse(ip);
  if (!p) return `?${ip}`;
  return 'v4' in p ? `${p.v4.slice(0, 3).join('.')}.0/24` : `${hex(p.v6.slice(0, 3))}::/48`;
}
