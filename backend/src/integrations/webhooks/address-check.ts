import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may not go (SSRF, issue 50): this host's loopback, the private networks, link-local
 * (with the cloud metadata service at 169.254.169.254), carrier-grade NAT, "this network", documentation,
 * benchmarking, multicast and reserved ranges; for IPv6 everything outside global unicast (2000::/3)
 * plus the translation prefixes that embed an IPv4 address (NAT64, 6to4, Teredo).
 */
const BLOCKED_V4: Array<[string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const BLOCKED_V6: Array<[string, number]> = [
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
];

const blocked = new BlockList();
for (const [network, prefix] of BLOCKED_V4) blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of BLOCKED_V6) blocked.addSubnet(network, prefix, 'ipv6');
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');

/** The IPv4 address inside an IPv4-mapped or -compatible IPv6 address (::ffff:a.b.c.d, ::ffff:7f00:1, ::a.b.c.d), or null. */
function embeddedV4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:0{0,4}:){0,5}(?:ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower.replace(/^::/, '0:'));
  if (dotted && isIP(dotted[1]) === 4) return dotted[1];
  const hex = /^::(?:ffff:)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const high = parseInt(hex[1], 16);
    const low = parseInt(hex[2], 16);
    return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  }
  return null;
}

/** Whether a webhook may be sent to this IP address (false for anything that is not one). */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return !blocked.check(bare, 'ipv4');
  if (family !== 6) return false;
  const v4 = embeddedV4(bare);
  if (v4 !== null) return !blocked.check(v4, 'ipv4');
  return globalUnicast.check(bare, 'ipv6') && !blocked.check(bare, 'ipv6');
}

/** An address the webhook was refused for, named in the delivery log. */
export class ForbiddenAddressError extends Error {}

export interface ResolvedTarget {
  address: string;
  family: 4 | 6;
}

export type HostResolver = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

export const systemResolver: HostResolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/**
 * Resolves the URL's host (every address it has) and picks the one to connect to: refused when any
 * of them is not public (a name with one private address among public ones could be steered to it),
 * unless `allowPrivate` (WEBHOOKS_ALLOW_PRIVATE, development and tests). The caller connects to the
 * returned address itself, so a second resolution (DNS rebinding) cannot swap it.
 */
export async function resolveTarget(hostname: string, allowPrivate: boolean, resolve: HostResolver = systemResolver): Promise<ResolvedTarget> {
  const host = hostname.replace(/^\[|\]$/g, '');
  let addresses: Array<{ address: string; family: number }>;
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolve(host);
  } catch (error) {
    throw new Error(`Adresu ${host} se nepodařilo přeložit (${(error as { code?: string }).code ?? String(error)})`);
  }
  if (addresses.length === 0) throw new Error(`Adresu ${host} se nepodařilo přeložit`);
  if (!allowPrivate) {
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) throw new ForbiddenAddressError(`Adresa ${refused.address} (${host}) není veřejná: webhooky na ni posílat nelze`);
  }
  const [first] = addresses;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
