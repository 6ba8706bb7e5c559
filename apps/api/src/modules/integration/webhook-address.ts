import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Loopback, private, link-local (cloud metadata), carrier-grade NAT, multicast and reserved ranges. */
const internal = new BlockList();
for (const [network, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 3]] as const) {
  internal.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [['::', 127], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) internal.addSubnet(network, prefix, 'ipv6');

export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return internal.check(mapped, 'ipv4');
  const family = isIP(address);
  return family === 0 || internal.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The internal address a webhook URL's host is or resolves to, if any: an admin must not be able to
 * make the server post to its own network (the database, the cloud's metadata service). A name that
 * does not resolve is not internal: it fails at delivery like any unreachable receiver.
 */
export async function internalAddressOf(url: string): Promise<string | undefined> {
  const host = new URL(url).hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host)) return isInternalAddress(host) ? host : undefined;
  try {
    const addresses = await lookup(host, { all: true });
    return addresses.find((a) => isInternalAddress(a.address))?.address;
  } catch {
    return undefined;
  }
}
