import { describe, expect, it } from 'vitest';
import { limitKey } from './limitKey.ts';

describe('the key of a client’s limits (issue 28 point 9)', () => {
  it.each([
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:1:2:3::', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['::ffff:c000:207', '192.0.2.7'],
    ['203.0.113.7', '203.0.113.7'],
    ['local', 'local'],
  ])('keys %s as %s', (address, key) => {
    expect(limitKey(address)).toBe(key);
  });

  it.each(['2001:db8::1::2', '2001:db8:1:2:3:4:5', 'gggg::1', '1:2:3:4:5:6:7:8:9'])(
    'keys %s, which is no IPv6 address, as itself',
    (address) => {
      expect(limitKey(address)).toBe(address);
    },
  );
});
