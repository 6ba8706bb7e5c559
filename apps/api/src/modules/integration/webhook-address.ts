import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOneOptions } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { Agent } from 'undici';
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

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The name lookup of a webhook's connection, refusing internal addresses: the address checked is
 * the address connected to, so a name that a rebinding DNS server points inside between the check
 * and the connect is still refused (a check before the request alone would leave that window).
 */
export function externalOnlyLookup(hostname: string, options: LookupAllOptions | LookupOneOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '');
    const internalOne = addresses.find((a) => isInternalAddress(a.address));
    if (internalOne) {
      const refused: NodeJS.ErrnoException = new Error(`refused: the receiver's host resolves to an internal address (${internalOne.address})`);
      refused.code = 'EINTERNALADDRESS';
      return callback(refused, '');
    }
    const [first] = addresses;
    if (options.all) return callback(null, addresses);
    if (!first) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '');
    callback(null, first.address, first.family);
  });
}

/** Connections for webhook deliveries, through the lookup above. */
export const externalOnlyAgent = new Agent({ connect: { lookup: externalOnlyLookup } });
