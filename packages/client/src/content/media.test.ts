import { describe, expect, it } from 'vitest';
import { withMediaHost, withoutMediaHost } from './media.ts';

const HOST = 'media.vitrine.example';

describe('§3.5 media: prefixed with https://{host} on load', () => {
  it('prefixes a stored path, with or without its leading slash', () => {
    expect(withMediaHost('/banners/aw26.jpg', HOST)).toBe('https://media.vitrine.example/banners/aw26.jpg');
    expect(withMediaHost('banners/aw26.jpg', HOST)).toBe('https://media.vitrine.example/banners/aw26.jpg');
  });

  it('accepts the host written as an origin', () => {
    expect(withMediaHost('/a.jpg', 'https://media.vitrine.example/')).toBe(
      'https://media.vitrine.example/a.jpg',
    );
  });

  it('is idempotent: an absolute URL (ours or another host) is left alone', () => {
    const once = withMediaHost('/a.jpg', HOST);
    expect(withMediaHost(once, HOST)).toBe(once);
    expect(withMediaHost('https://other.example/a.jpg', HOST)).toBe('https://other.example/a.jpg');
    expect(withMediaHost('//other.example/a.jpg', HOST)).toBe('//other.example/a.jpg');
  });

  it('leaves an empty URL or an unset host alone', () => {
    expect(withMediaHost('', HOST)).toBe('');
    expect(withMediaHost('/a.jpg', '')).toBe('/a.jpg');
  });
});

describe('§3.5 media: stripped on save', () => {
  it('strips our host, whatever the scheme', () => {
    expect(withoutMediaHost('https://media.vitrine.example/a/b.jpg', HOST)).toBe('/a/b.jpg');
    expect(withoutMediaHost('http://media.vitrine.example/a.jpg', HOST)).toBe('/a.jpg');
    expect(withoutMediaHost('//MEDIA.vitrine.example/a.jpg?w=2', HOST)).toBe('/a.jpg?w=2');
  });

  it('keeps other hosts, including look-alike hosts', () => {
    expect(withoutMediaHost('https://other.example/a.jpg', HOST)).toBe('https://other.example/a.jpg');
    expect(withoutMediaHost('https://media.vitrine.example.evil.test/a.jpg', HOST)).toBe(
      'https://media.vitrine.example.evil.test/a.jpg',
    );
  });

  it('is idempotent and round-trips with the load direction', () => {
    expect(withoutMediaHost('/a.jpg', HOST)).toBe('/a.jpg');
    expect(withoutMediaHost(withoutMediaHost('https://media.vitrine.example/a.jpg', HOST), HOST)).toBe(
      '/a.jpg',
    );
    expect(withoutMediaHost(withMediaHost('/x/y.webp', HOST), HOST)).toBe('/x/y.webp');
  });
});
