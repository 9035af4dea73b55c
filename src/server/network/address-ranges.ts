import { BlockList, isIP } from 'node:net';

export interface ParsedRange {
  network: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

/**
 * Reads an address (`203.0.113.7`, `2001:db8::1`) or a CIDR range (`10.0.0.0/8`) as written;
 * a problem is said in words, for the field it came from.
 */
export function parseRange(text: string): ParsedRange | { problem: string } {
  const [network = '', prefixText, ...rest] = text.trim().split('/');
  const version = network.includes('%') ? 0 : isIP(network);
  if (rest.length > 0 || version === 0)
    return { problem: `"${text}" is not an IPv4 or IPv6 address or CIDR range.` };
  const max = version === 4 ? 32 : 128;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (prefixText === undefined) return { network, prefix: max, family };
  const prefix = /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
  if (!(prefix >= 0 && prefix <= max))
    return { problem: `The prefix of an IPv${version} range must be a number from 0 to ${max}.` };
  return { network, prefix, family };
}

/** An IPv4 client reached over IPv6 shows as `::ffff:a.b.c.d`; ranges name it as IPv4. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** Whether `address` lies in one of `ranges` (already checked by `parseRange`). */
export function addressInRanges(address: string, ranges: string[]): boolean {
  const client = plainAddress(address);
  const version = isIP(client);
  if (version === 0) return false;
  const list = new BlockList();
  for (const text of ranges) {
    const range = parseRange(text);
    if ('problem' in range) continue;
    list.addSubnet(range.network, range.prefix, range.family);
  }
  return list.check(client, version === 4 ? 'ipv4' : 'ipv6');
}
