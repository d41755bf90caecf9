import { isIP, isIPv6 } from 'node:net';

/** An IPv4 address written as IPv6 ("::ffff:127.0.0.1"): its IPv4 form. */
const MAPPED_IPV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** The eight 16-bit groups of an IPv6 address ("2001:db8::1" → [0x2001, 0xdb8, 0, …, 1]); an embedded IPv4 tail counts as two. */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const part = (text: string) =>
    text === ''
      ? []
      : text.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The visitor an address stands for, as allowances and throttles count them: an IPv4
 * address as it is; an IPv6 address by its /64 network ("2001:db8:1:2::/64"), the block one
 * household or device is given, so that cycling through the addresses of one's own block
 * is still one visitor. Null when `address` is no IP address.
 */
export function visitorAddress(address: string): string | null {
  const mapped = MAPPED_IPV4.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIP(address)) return null;
  if (!isIPv6(address)) return address;
  const network = ipv6Groups(address.split('%')[0]!)
    .slice(0, 4)
    .map((group) => group.toString(16));
  return `${network.join(':')}::/64`;
}
