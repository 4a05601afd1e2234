import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  canonicalAddress,
  CLIENT_ADDRESS_HEADER,
  clientAddressOf,
  limitKeyOf,
  stampClientAddress,
  UNKNOWN_ADDRESS,
} from './client-address.ts';

describe('canonicalAddress', () => {
  it.each([
    ['192.0.2.7', '192.0.2.7'],
    [' 192.0.2.7 ', '192.0.2.7'],
    ['192.0.2.7:51234', '192.0.2.7'],
    ['"192.0.2.7"', '192.0.2.7'],
    ['2001:DB8:0:0::1', '2001:db8::1'],
    ['[2001:db8::1]', '2001:db8::1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['::ffff:c000:0207', '192.0.2.7'],
  ])('reads %j as %j', (raw, expected) => {
    expect(canonicalAddress(raw)).toBe(expected);
  });

  it.each([
    '',
    'unknown',
    '_hidden',
    '0x7f.1',
    '010.0.0.1',
    '1',
    '192.0.2',
    '192.0.2.7.8',
    'a'.repeat(80),
    '::g',
  ])('refuses %j', (raw) => {
    expect(canonicalAddress(raw)).toBeUndefined();
  });
});

describe('clientAddressOf', () => {
  it('without a trusted proxy is the socket peer, whatever X-Forwarded-For claims', () => {
    expect(clientAddressOf('203.0.113.5', '198.51.100.1', 0)).toBe('203.0.113.5');
    expect(clientAddressOf('::ffff:203.0.113.5', undefined, 0)).toBe('203.0.113.5');
  });

  it('with N proxies is the Nth entry from the right: what a client prepends changes nothing', () => {
    expect(clientAddressOf('10.0.0.2', '203.0.113.5', 1)).toBe('203.0.113.5');
    expect(clientAddressOf('10.0.0.2', 'forged, 198.51.100.9, 203.0.113.5', 1)).toBe('203.0.113.5');
    expect(clientAddressOf('10.0.0.2', 'forged,203.0.113.5, 10.0.0.1', 2)).toBe('203.0.113.5');
  });

  it('with fewer entries than proxies takes the left-most, and with none the socket peer', () => {
    expect(clientAddressOf('10.0.0.2', '203.0.113.5', 3)).toBe('203.0.113.5');
    expect(clientAddressOf('10.0.0.2', undefined, 2)).toBe('10.0.0.2');
    expect(clientAddressOf('10.0.0.2', ' , ', 1)).toBe('10.0.0.2');
  });

  it('falls back to the socket peer when the trusted entry is not an address', () => {
    expect(clientAddressOf('10.0.0.2', 'unknown', 1)).toBe('10.0.0.2');
    expect(clientAddressOf(undefined, 'unknown', 1)).toBeUndefined();
  });
});

describe('limitKeyOf', () => {
  it('counts IPv4 by address and IPv6 by its /64 network', () => {
    expect(limitKeyOf('192.0.2.7')).toBe('192.0.2.7');
    expect(limitKeyOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(limitKeyOf('2001:db8:1:2:bbbb::9')).toBe(limitKeyOf('2001:db8:1:2:aaaa::1'));
    expect(limitKeyOf('2001:db8:1:3::1')).not.toBe(limitKeyOf('2001:db8:1:2::1'));
  });

  it('is the one unknown key for a missing or malformed value', () => {
    expect(limitKeyOf(undefined)).toBe(UNKNOWN_ADDRESS);
    expect(limitKeyOf(null)).toBe(UNKNOWN_ADDRESS);
    expect(limitKeyOf('198.51.100.1, 203.0.113.5')).toBe(UNKNOWN_ADDRESS);
  });
});

describe('stampClientAddress', () => {
  function request(remoteAddress: string, headers: [string, string][]): IncomingMessage {
    const socket = new Socket();
    Object.defineProperty(socket, 'remoteAddress', { value: remoteAddress });
    const req = new IncomingMessage(socket);
    for (const [name, value] of headers) {
      req.rawHeaders.push(name, value);
      req.headers[name.toLowerCase()] = value;
    }
    return req;
  }

  it('replaces every copy the client sent, in headers and raw headers', () => {
    const req = request('203.0.113.5', [
      ['X-Vitrine-Client-Address', '198.51.100.1'],
      ['x-forwarded-for', '198.51.100.2'],
      ['x-vitrine-client-address', '198.51.100.3'],
    ]);
    stampClientAddress(req, 0);
    expect(req.headers[CLIENT_ADDRESS_HEADER]).toBe('203.0.113.5');
    const stamped = req.rawHeaders.filter(
      (_, i) => i % 2 === 0 && /client-address/i.test(req.rawHeaders[i]!),
    );
    expect(stamped).toHaveLength(1);
    expect(req.rawHeaders.at(-1)).toBe('203.0.113.5');
  });

  it('takes the trusted forwarded entry behind a proxy', () => {
    const req = request('10.0.0.2', [['x-forwarded-for', 'forged, 203.0.113.5']]);
    stampClientAddress(req, 1);
    expect(req.headers[CLIENT_ADDRESS_HEADER]).toBe('203.0.113.5');
  });
});
