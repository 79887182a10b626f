import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/**
 * Express's names for address ranges (`trust proxy`), accepted in TRUST_PROXY's list form:
 * this machine, link-local and the private networks (a container network, a VPC).
 */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const FALSE_VALUES = new Set(['', '0', 'false', 'no', 'off']);
const TRUE_VALUES = new Set(['true', 'yes', 'on']);
/** More proxies in a row than anybody runs: a larger count is a typo. */
const HOPS_MAX = 32;

/** An address as it is compared: an IPv4 address mapped into IPv6 (`::ffff:10.0.0.1`) is the IPv4 one. */
function plainAddress(address: string): { address: string; family: 'ipv4' | 'ipv6' } | null {
  const zoneless = address.split('%')[0];
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(zoneless);
  const plain = mapped ? mapped[1] : zoneless;
  const version = isIP(plain);
  if (version === 4) return { address: plain, family: 'ipv4' };
  if (version === 6) return { address: plain, family: 'ipv6' };
  return null;
}

function invalid(entry: string): Error {
  return new Error(
    `Invalid environment: TRUST_PROXY: "${entry}" is neither an IP address, a CIDR range (10.0.0.0/8) nor loopback, linklocal or uniquelocal ` +
      '(use false, true for one proxy, a hop count, or a comma-separated list of the proxies\' addresses)',
  );
}

/**
 * Which peers may tell the app the client's address and scheme (X-Forwarded-For, -Proto, X-Request-Id),
 * as TRUST_PROXY says, in the forms of Express's `trust proxy`:
 *
 * - `false` (the default): nobody; the client is the connection's peer.
 * - a list of addresses, CIDR ranges or the names loopback / linklocal / uniquelocal: only those
 *   proxies. The client is the right-most address of X-Forwarded-For that is not one of them, so a
 *   request that reached the app directly (its peer is not a listed proxy) is its peer, whatever
 *   X-Forwarded-For it carries.
 * - `true` (one hop) or a hop count: the peer and the hops behind it are trusted whoever they are.
 *   Right only when nobody can reach the app except through that many proxies: reached directly,
 *   any X-Forwarded-For a client writes is believed. Logged as a warning at start.
 */
export class TrustProxy {
  private constructor(
    /** What TRUST_PROXY was read as, for the start-up log. */
    readonly description: string,
    /** proxy-addr's trust function (Fastify's trustProxy): whether the address `hop` steps from the socket is a trusted proxy. */
    readonly trusts: (address: string, hop: number) => boolean,
    /** Set when the setting trusts whoever connects (`true`, a hop count): the start-up warning. */
    readonly warning: string | null,
    readonly enabled: boolean,
  ) {}

  static readonly off = new TrustProxy('off', () => false, null, false);

  static parse(value: string | undefined): TrustProxy {
    const text = (value ?? '').trim();
    const lower = text.toLowerCase();
    if (FALSE_VALUES.has(lower)) return TrustProxy.off;
    if (TRUE_VALUES.has(lower) || /^\d+$/.test(lower)) {
      const hops = TRUE_VALUES.has(lower) ? 1 : Number(lower);
      if (hops > HOPS_MAX) throw invalid(text);
      return new TrustProxy(
        `${hops} hop${hops === 1 ? '' : 's'}`,
        (_address, hop) => hop < hops,
        `TRUST_PROXY=${text} trusts X-Forwarded-For from whoever connects (${hops === 1 ? 'one hop' : `${hops} hops`}): ` +
          'anybody who reaches the app without the proxy chooses the address every per-address limit counts. ' +
          "Set TRUST_PROXY to the proxies' addresses (e.g. 10.0.0.5 or 172.16.0.0/12, or uniquelocal) unless only the proxy can reach this port.",
        true,
      );
    }
    const list = new BlockList();
    const entries = text.split(',').map((entry) => entry.trim());
    for (const entry of entries) {
      if (!entry) throw invalid(text);
      for (const range of NAMED_RANGES[entry.toLowerCase()] ?? [entry]) {
        const [address, prefix, ...rest] = range.split('/');
        const plain = plainAddress(address);
        if (!plain || rest.length > 0) throw invalid(entry);
        if (prefix === undefined) {
          list.addAddress(plain.address, plain.family);
          continue;
        }
        const bits = Number(prefix);
        if (!/^\d+$/.test(prefix) || bits > (plain.family === 'ipv4' ? 32 : 128)) throw invalid(entry);
        list.addSubnet(plain.address, bits, plain.family);
      }
    }
    return new TrustProxy(
      `the proxies ${entries.join(', ')}`,
      (address) => {
        const plain = plainAddress(address);
        return plain !== null && list.check(plain.address, plain.family);
      },
      null,
      true,
    );
  }

  /** Whether the connection's peer is a trusted proxy, whose X-Forwarded-Proto and X-Request-Id count. */
  fromTrustedProxy(request: IncomingMessage): boolean {
    const peer = request.socket?.remoteAddress;
    return this.enabled && peer !== undefined && this.trusts(peer, 0);
  }

  /**
   * The client's address as Fastify's request.ip reads it (proxy-addr with `trusts`), for handlers that see
   * Node's request only: from the peer back through X-Forwarded-For, the first address that is not a trusted proxy.
   */
  clientAddress(request: IncomingMessage): string | undefined {
    const peer = request.socket?.remoteAddress;
    if (!this.enabled || peer === undefined) return peer;
    const header = request.headers['x-forwarded-for'];
    const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((address) => address.trim()).filter(Boolean);
    const addresses = [peer, ...forwarded.reverse()];
    const hop = addresses.findIndex((address, index) => index === addresses.length - 1 || !this.trusts(address, index));
    return addresses[hop];
  }

  /** Fastify's `trustProxy` option: the trust function, or false. */
  get fastifyOption(): false | ((address: string, hop: number) => boolean) {
    return this.enabled ? this.trusts : false;
  }
}
