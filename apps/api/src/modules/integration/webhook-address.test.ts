import { describe, expect, it } from 'vitest';
import { internalAddressOf, isInternalAddress } from './webhook-address.ts';

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
});
