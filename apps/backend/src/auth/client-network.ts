// The network a client address belongs to, for limits counted per network rather than per address: one
// customer or attacker usually holds a whole IPv4 /24 or IPv6 /56 (a home or cloud allocation), so per-address
// caps are counted per /24 and per /56 (docs/architecture/backend.md#limits).
import { isIP } from 'node:net';

/** `a.b.c.0/24` for IPv4 (also IPv4-mapped IPv6), the first 56 bits `xxxx:xxxx:xxxx:xx00::/56` for IPv6, else the text itself. */
export function clientNetwork(address: string): string {
  const v4 = /^(?:::ffff:)?(\d+)\.(\d+)\.(\d+)\.\d+$/i.exec(address);
  if (v4 && isIP(address.replace(/^::ffff:/i, '')) === 4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (isIP(address) !== 6) return address;
  const groups = ipv6Groups(address.split('%')[0]);
  const head = groups.slice(0, 3).map((g) => g.toString(16));
  return `${head.join(':')}:${(groups[3] & 0xff00).toString(16)}::/56`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail as two groups). */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  let text = address;
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${address.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [left, right] = text.split('::');
  const parse = (part: string | undefined) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const head = parse(left);
  const tail = parse(right);
  const fill = right === undefined ? [] : Array(8 - head.length - tail.length).fill(0);
  return [...head, ...fill, ...tail];
}
