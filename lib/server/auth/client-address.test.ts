import { describe, expect, it } from 'vitest';
import { clientAddress, trustedProxyHops, UNKNOWN_CLIENT } from './client-address';

const xff = (value: string) => new Headers({ 'x-forwarded-for': value });

describe('trustedProxyHops', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['false', 0],
    ['0', 0],
    ['true', 1],
    ['TRUE', 1],
    ['1', 1],
    ['2', 2],
  ])('TRUST_PROXY=%s → %i', (setting, hops) => {
    expect(trustedProxyHops(setting)).toBe(hops);
  });

  it.each(['yes', '-1', '1.5'])('refuses TRUST_PROXY=%s', (setting) => {
    expect(() => trustedProxyHops(setting)).toThrow(/TRUST_PROXY/);
  });
});

describe('clientAddress', () => {
  it.each<[string, string | null, number, string]>([
    ['no header', null, 0, UNKNOWN_CLIENT],
    ['no proxy: the one entry next start wrote', '203.0.113.7', 0, '203.0.113.7'],
    ['no proxy: the right-most of several', '10.0.0.1, 203.0.113.7', 0, '203.0.113.7'],
    ['one proxy: the entry it appended', '6.6.6.6, 203.0.113.7', 1, '203.0.113.7'],
    ['two proxies: second from the right', '6.6.6.6, 203.0.113.7, 10.0.0.2', 2, '203.0.113.7'],
    ['fewer entries than proxies: the left-most', '203.0.113.7', 3, '203.0.113.7'],
    ['IPv4-mapped IPv6', '::ffff:203.0.113.7', 0, '203.0.113.7'],
    ['IPv6 keyed by its /64', '2001:db8:1:2:aaaa::1', 0, '2001:db8:1:2::/64'],
    ['IPv6 with leading zeros and brackets', '[2001:0db8:0001:0002::ff]:443', 0, '2001:db8:1:2::/64'],
    ['IPv6 short form', '2001:db8::1', 0, '2001:db8:0:0::/64'],
    ['not an address', 'evil<script>', 0, UNKNOWN_CLIENT],
  ])('%s', (_why, header, hops, expected) => {
    expect(clientAddress(header === null ? new Headers() : xff(header), hops)).toBe(expected);
  });

  it('reads a plain header object too (next-auth passes one)', () => {
    expect(clientAddress({ 'x-forwarded-for': '203.0.113.7' }, 0)).toBe('203.0.113.7');
  });
});
