import { describe, expect, it } from 'vitest';
import { visitorAddress } from './client-address.js';

describe('visitorAddress', () => {
  it('keeps an IPv4 address, also when written as IPv6', () => {
    expect(visitorAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(visitorAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts an IPv6 address by its /64 network, however it is written', () => {
    const network = '2001:db8:1:2::/64';
    for (const address of ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:ffff:ffff:fffe', '2001:DB8:1:2:a::', '2001:db8:1:2:0:0:1.2.3.4']) {
      expect(visitorAddress(address), address).toBe(network);
    }
    expect(visitorAddress('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(visitorAddress('::1')).toBe('0:0:0:0::/64');
    expect(visitorAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('answers null for what is no address', () => {
    for (const text of ['', 'unknown', 'x'.repeat(100), '203.0.113.256', '2001:db8::1::2']) expect(visitorAddress(text), text).toBeNull();
  });
});
