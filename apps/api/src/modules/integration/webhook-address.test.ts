import { describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetch } from 'undici';
import { externalOnlyAgent, externalOnlyLookup, internalAddressOf, isInternalAddress } from './webhook-address.ts';

describe('webhook receiver addresses', () => {
  it('counts loopback, private, link-local, CGNAT, multicast and their IPv6 and mapped forms as internal', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1']) {
      expect(isInternalAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '172.32.0.1', '100.128.0.1', '2001:4860:4860::8888', '::ffff:8.8.8.8']) expect(isInternalAddress(address), address).toBe(false);
  });

  it('finds the internal address of a URL by its literal host or its name, and none for an outside one', async () => {
    expect(await internalAddressOf('http://127.0.0.1:4000/hooks')).toBe('127.0.0.1');
    expect(await internalAddressOf('https://[::1]/hooks')).toBe('::1');
    expect(await internalAddressOf('http://localhost:8080/hooks')).toMatch(/^(127\.0\.0\.1|::1)$/);
    expect(await internalAddressOf('https://93.184.215.14/hooks')).toBeUndefined();
  });

  it('refuses an internal address in the connection\'s own lookup, so a name re-pointed after the check is still refused', async () => {
    const looked = await new Promise<NodeJS.ErrnoException | null>((resolve) => externalOnlyLookup('localhost', { all: true }, (err) => resolve(err)));
    expect(looked?.code).toBe('EINTERNALADDRESS');
    let hits = 0;
    const receiver = createServer((_req, res) => {
      hits++;
      res.end();
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = receiver.address() as AddressInfo;
      const refused = await fetch(`http://localhost:${port}/hooks`, { method: 'POST', dispatcher: externalOnlyAgent }).then(
        () => null,
        (err: unknown) => (err instanceof Error && err.cause instanceof Error ? err.cause.message : String(err)),
      );
      expect(refused).toMatch(/^refused: the receiver's host resolves to an internal address/);
      expect(hits).toBe(0);
    } finally {
      receiver.close();
    }
  });
});
