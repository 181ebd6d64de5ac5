import dns from 'node:dns/promises';
import net from 'node:net';

/**
 * Where webhooks may not go unless allowed (BOS_WEBHOOK_ALLOW_PRIVATE): the service's own
 * machine and the networks behind it (SSRF). Loopback, private (RFC 1918, unique local),
 * link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast, unspecified and
 * reserved ranges, in IPv4 and IPv6 (IPv4-mapped IPv6 addresses as their IPv4).
 */
const blocked = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24],
  ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96], ['2001:db8::', 32]] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return blocked.check(mapped, 'ipv4');
  const family = net.isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A URL's host without the brackets of an IPv6 literal. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

export class RefusedAddress extends Error {}

/** The addresses `host` resolves to (itself when it is one); refused when one is private and that is not allowed. */
export async function allowedAddresses(host: string, allowPrivate: boolean): Promise<{ address: string; family: number }[]> {
  const addresses = net.isIP(host) ? [{ address: host, family: net.isIP(host) }] : await dns.lookup(host, { all: true, verbatim: true });
  const refused = addresses.find((a) => isPrivateAddress(a.address));
  if (refused && !allowPrivate) throw new RefusedAddress(`${host} is a loopback or private address (${refused.address})`);
  return addresses;
}
