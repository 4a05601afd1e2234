import { describe, expect, it } from 'vitest';
import { nextHostname } from './next-hostname.ts';

const resolvesTo = (address: string) => async () => ({ address, family: address.includes(':') ? 6 : 4 });

describe('hostname handed to next start', () => {
  it('names a loopback address localhost when localhost is that address, so rewrites stay in process', async () => {
    expect(await nextHostname('127.0.0.1', resolvesTo('127.0.0.1'))).toBe('localhost');
    expect(await nextHostname('::1', resolvesTo('::1'))).toBe('localhost');
  });

  it('keeps the address when localhost is another one, so the socket never moves', async () => {
    expect(await nextHostname('127.0.0.1', resolvesTo('::1'))).toBe('127.0.0.1');
    expect(
      await nextHostname('127.0.0.1', async () => {
        throw new Error('no resolver');
      }),
    ).toBe('127.0.0.1');
  });

  it('leaves other hosts alone', async () => {
    expect(await nextHostname('0.0.0.0', resolvesTo('127.0.0.1'))).toBe('0.0.0.0');
    expect(await nextHostname('10.1.2.3', resolvesTo('127.0.0.1'))).toBe('10.1.2.3');
  });
});
