import { isIPv4, isIPv6 } from 'node:net';

/**
 * Where the server may send print jobs. A print job goes to an address a store's user types in, so
 * without a rule anyone with a trial store could make the server talk to its own database, to the
 * cloud's metadata service or to any port of the private network. Only what an administrator allows
 * is reached: private LAN ranges on printer ports by default.
 */

/** A block of addresses, as `10.0.0.0/8` or `fc00::/7`. */
export interface Network {
  family: 4 | 6;
  bits: bigint;
  prefix: number;
}

export interface PortRange {
  from: number;
  to: number;
}

export interface PrinterRule {
  networks: Network[];
  ports: PortRange[];
}

export const DEFAULT_PRINTER_NETWORKS = '10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,fc00::/7';
export const DEFAULT_PRINTER_PORTS = '9100-9109';

const width = (family: 4 | 6) => (family === 4 ? 32 : 128);

function ipv4Bits(ip: string): bigint {
  return ip.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
}

function ipv6Bits(ip: string): bigint {
  let text = ip;
  // An IPv4 tail (::ffff:192.168.1.5) is two groups written in dotted form.
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const v4 = ipv4Bits(tail[1]!);
    text = `${text.slice(0, tail.index)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const groups =
    rest === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.reduce((acc, group) => (acc << 16n) | BigInt(parseInt(group, 16)), 0n);
}

const MAPPED = { bits: 0xffffn << 32n, prefix: 96 };

/**
 * An IP literal as bits; an IPv4-mapped IPv6 address (`::ffff:127.0.0.1`) is the IPv4 address it
 * reaches. `text` is what to connect to. Null for anything that is not an IP literal.
 */
export function parseAddress(raw: string): { family: 4 | 6; bits: bigint; text: string } | null {
  const ip = raw.replace(/^\[(.*)\]$/, '$1');
  if (isIPv4(ip)) return { family: 4, bits: ipv4Bits(ip), text: ip };
  if (!isIPv6(ip)) return null;
  const bits = ipv6Bits(ip.replace(/%.*$/, ''));
  if (bits >> BigInt(128 - MAPPED.prefix) === MAPPED.bits >> BigInt(128 - MAPPED.prefix)) {
    const v4 = bits & 0xffffffffn;
    const text = [24n, 16n, 8n, 0n].map((s) => String((v4 >> s) & 0xffn)).join('.');
    return { family: 4, bits: v4, text };
  }
  return { family: 6, bits, text: ip };
}

export const contains = (n: Network, a: { family: 4 | 6; bits: bigint }) =>
  n.family === a.family &&
  a.bits >> BigInt(width(n.family) - n.prefix) === n.bits >> BigInt(width(n.family) - n.prefix);

/** `10.0.0.0/8`, or one address (`192.168.1.50`) for a block of one. */
export function parseNetwork(text: string): Network | null {
  const [ip, prefixText, extra] = text.trim().split('/');
  if (extra !== undefined || !ip) return null;
  const address = parseAddress(ip);
  // A mapped address (::ffff:10.0.0.0) is an IPv4 address: its block is written as IPv4.
  if (!address || ip.includes('%') || (address.family === 4 && ip.includes(':'))) return null;
  const max = width(address.family);
  const prefix = prefixText === undefined ? max : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
  if (!(prefix >= 0 && prefix <= max)) return null;
  const shift = BigInt(max - prefix);
  return { family: address.family, bits: (address.bits >> shift) << shift, prefix };
}

const blocks = (list: string) => list.split(',').map((n) => parseNetwork(n)!);

/** Never a printer: "this host" (0.0.0.0 reaches the server itself), multicast, reserved, broadcast. */
const NEVER = blocks('0.0.0.0/8,224.0.0.0/3,::/128,ff00::/8');
/**
 * The server itself and the cloud's metadata service (169.254.169.254): reached only when an
 * administrator names a range inside them, never through a wider one such as 0.0.0.0/0.
 */
const GUARDED = blocks('127.0.0.0/8,::1/128,169.254.0.0/16,fe80::/10');

const inside = (inner: Network, outer: Network) =>
  inner.family === outer.family && inner.prefix >= outer.prefix && contains(outer, inner);

export const portAllowed = (rule: PrinterRule, port: number) =>
  rule.ports.some((r) => port >= r.from && port <= r.to);

/** Why an address and port are refused, for the server's log; null when they are allowed. */
export function refusal(
  rule: PrinterRule,
  ownPorts: readonly number[],
  address: { family: 4 | 6; bits: bigint },
  port: number,
): string | null {
  if (NEVER.some((n) => contains(n, address))) return 'never a printer address';
  const guarded = GUARDED.find((n) => contains(n, address));
  const networks = guarded ? rule.networks.filter((n) => inside(n, guarded)) : rule.networks;
  if (!networks.some((n) => contains(n, address))) return 'outside PRINTER_NETWORKS';
  if (ownPorts.includes(port)) return "the server's own port";
  if (!portAllowed(rule, port)) return 'outside PRINTER_PORTS';
  return null;
}

/** `PRINTER_NETWORKS`: a comma-separated list of CIDR blocks, or `none` to print from devices only. */
export function parseNetworks(raw: string | undefined): Network[] {
  const text = raw?.trim() || DEFAULT_PRINTER_NETWORKS;
  if (text === 'none') return [];
  return text.split(',').map((part) => {
    const network = parseNetwork(part);
    if (!network)
      throw new Error(`PRINTER_NETWORKS must list CIDR blocks such as 192.168.0.0/16, not "${part.trim()}"`);
    return network;
  });
}

/** `PRINTER_PORTS`: a comma-separated list of ports and ranges, such as `9100-9109,515`. */
export function parsePorts(raw: string | undefined): PortRange[] {
  const text = raw?.trim() || DEFAULT_PRINTER_PORTS;
  return text.split(',').map((part) => {
    const match = /^(\d{1,5})(?:-(\d{1,5}))?$/.exec(part.trim());
    const from = Number(match?.[1]);
    const to = Number(match?.[2] ?? match?.[1]);
    if (!match || from < 1 || to > 65535 || from > to)
      throw new Error(
        `PRINTER_PORTS must list ports from 1 to 65535 or ranges such as 9100-9109, not "${part.trim()}"`,
      );
    return { from, to };
  });
}
