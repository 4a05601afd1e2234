import { describe, expect, it } from 'vitest';
import { mapMediaUrls, prefixMediaHost, sanitiseRichText, stripMediaHost } from './rich-text.ts';

describe('§3.8 rich text sanitised on write', () => {
  it('keeps the allowed tags and attributes', () => {
    const html =
      '<h2 class="title">Sizes</h2><figure><table><thead><tr><th colspan="2">UK</th></tr></thead><tbody><tr><td rowspan="1">8</td></tr></tbody></table><figcaption>Women</figcaption></figure>' +
      '<p><strong>Bold</strong> <i>it</i> <a href="/faq" title="FAQ">faq</a></p><ol><li>1</li></ol><ul><li>a</li></ul><img src="/media/a.webp" alt="A" width="10" height="20" />';
    expect(sanitiseRichText(html)).toBe(html);
  });

  it('removes scripts, styles, event handlers, unsafe URLs and other tags', () => {
    const out = sanitiseRichText(
      '<p onclick="x()" style="color:red">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>' +
        '<img src="data:image/png;base64,AAAA" onerror="y()"><iframe src="https://e.example"></iframe><span>kept text</span><b>b</b>',
    );
    expect(out).toBe('<p>Hi</p><a>x</a><img />kept textb');
  });

  it('new-tab links get rel="noopener noreferrer"', () => {
    expect(sanitiseRichText('<a href="https://e.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://e.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('strips the media host from image sources', () => {
    expect(sanitiseRichText('<img src="https://cdn.example/media/a.webp">', 'cdn.example')).toBe(
      '<img src="/media/a.webp" />',
    );
  });
});

describe('§3.5 media host stripped on save, prefixed on load', () => {
  it('strips only the configured host', () => {
    expect(stripMediaHost('https://cdn.example/media/a.webp', 'cdn.example')).toBe('/media/a.webp');
    expect(stripMediaHost('HTTPS://CDN.EXAMPLE/media/a.webp', 'cdn.example')).toBe('/media/a.webp');
    expect(stripMediaHost('https://other.example/a.webp', 'cdn.example')).toBe(
      'https://other.example/a.webp',
    );
    expect(stripMediaHost('https://cdn.example/media/a.webp', undefined)).toBe(
      'https://cdn.example/media/a.webp',
    );
  });

  it('prefixes root-relative paths only', () => {
    expect(prefixMediaHost('/media/a.webp', 'cdn.example')).toBe('https://cdn.example/media/a.webp');
    expect(prefixMediaHost('https://other.example/a.webp', 'cdn.example')).toBe(
      'https://other.example/a.webp',
    );
    expect(prefixMediaHost('//evil.example/a.webp', 'cdn.example')).toBe('//evil.example/a.webp');
    expect(prefixMediaHost('/media/a.webp', undefined)).toBe('/media/a.webp');
  });

  it('maps Media lists and <img> sources, nothing else', () => {
    const data = {
      Url: '/not-media',
      Media: { Desktop: [{ Url: '/media/d.webp' }], Mobile: [{ Url: '/media/m.webp' }] },
      body: '<p>x</p><img src="/media/i.webp" alt="" />',
    };
    expect(mapMediaUrls(data, (u) => `H${u}`)).toEqual({
      Url: '/not-media',
      Media: { Desktop: [{ Url: 'H/media/d.webp' }], Mobile: [{ Url: 'H/media/m.webp' }] },
      body: '<p>x</p><img src="H/media/i.webp" alt="" />',
    });
  });
});
