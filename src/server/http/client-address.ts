/**
 * The requester a per-address limit counts: the client's IPv4 address, or the /64 network of
 * its IPv6 address. One IPv6 subscriber usually holds a whole /64 and can pick any address in
 * it, so counting single IPv6 addresses would give one client 2^64 separate budgets.
 * `request.ip` is the socket's address, or the forwarded client's when the socket is a
 * trusted proxy (Fastify `trustProxy`, see network-config.ts).
 */
import { isIPv4, isIPv6 } from 'node:net';

export function requesterOf(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip;
  return `${ipv6Groups(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, expanded (`2001:db8::1` → 2001, db8, 0, …, 1). */
function ipv6Groups(ip: string): string[] {
  const [address = ''] = ip.split('%');
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const toGroups = (part: string) =>
    groupsOf(part).flatMap((group) => {
      // A trailing dotted IPv4 part (::ffff:1.2.3.4 forms) is two groups.
      if (!group.includes('.')) return [group];
      const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  const start = toGroups(head);
  const end = tail === undefined ? [] : toGroups(tail);
  const zeros = Array.from({ length: 8 - start.length - end.length }, () => '0');
  return [...start, ...zeros, ...end].map((group) => (parseInt(group, 16) || 0).toString(16));
}
