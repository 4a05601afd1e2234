import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { sanitizeRichText, sanitizeText } = await import('./sanitize');

describe('§3.8 rich text sanitised with the allow-list', () => {
  it('keeps the allowed tags and attributes', () => {
    const html =
      '<h2>Sizes</h2><p class="lead"><strong>Bold</strong> and <i>italic</i></p>' +
      '<table><thead><tr><th colspan="2">UK</th></tr></thead><tbody><tr><td rowspan="1">8</td></tr></tbody></table>' +
      '<figure><img src="https://media.example/a.jpg" alt="A" width="10" height="20" /><figcaption>Cap</figcaption></figure>' +
      '<ul><li><a href="/faq" title="FAQ">FAQ</a></li></ul><ol><li>x</li></ol>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, styles, event handlers, inline styles and unknown tags', () => {
    expect(
      sanitizeRichText(
        '<p onclick="x()" style="color:red">Hi<script>alert(1)</script></p><style>p{}</style><iframe src="x"></iframe><span>kept text</span>',
      ),
    ).toBe('<p>Hi</p>kept text');
  });

  it('allows only web, mail and phone URLs', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<img src="data:image/png;base64,AAA">')).toBe('<img />');
    expect(sanitizeRichText('<a href="//evil.test/x">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="mailto:care@vitrine.example">mail</a>')).toBe(
      '<a href="mailto:care@vitrine.example">mail</a>',
    );
  });

  it('links opening a new tab get rel="noopener noreferrer"', () => {
    expect(sanitizeRichText('<a href="https://x.test" target="_blank">x</a>')).toBe(
      '<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe('§5 text sanitiser', () => {
  it('removes all markup unless an allowed list is given', () => {
    expect(sanitizeText('<p>Hello <strong>you</strong><script>x</script></p>')).toBe('Hello you');
    expect(sanitizeText('<p>Hello <strong>you</strong></p>', ['strong'])).toBe('Hello <strong>you</strong>');
  });
});
