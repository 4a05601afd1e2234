import { describe, expect, it } from 'vitest';
import {
  RICH_TEXT_ALLOWED_ATTRIBUTES,
  RICH_TEXT_ALLOWED_SCHEMES,
  RICH_TEXT_ALLOWED_TAGS,
} from './rich-text.ts';

describe('§3.8 rich-text allow-lists', () => {
  it('tags: p, h1-h4, strong, i, figure, table and its parts, ol, ul, li, figcaption, img, a', () => {
    for (const tag of [
      'p',
      'h1',
      'h2',
      'h3',
      'h4',
      'strong',
      'i',
      'figure',
      'table',
      'ol',
      'ul',
      'li',
      'figcaption',
      'img',
      'a',
    ]) {
      expect(RICH_TEXT_ALLOWED_TAGS).toContain(tag);
    }
    for (const part of ['thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col']) {
      expect(RICH_TEXT_ALLOWED_TAGS).toContain(part);
    }
  });

  it('nothing that can run script or restyle the page', () => {
    for (const tag of [
      'script',
      'style',
      'iframe',
      'object',
      'embed',
      'form',
      'input',
      'h5',
      'b',
      'div',
      'span',
    ]) {
      expect(RICH_TEXT_ALLOWED_TAGS).not.toContain(tag);
    }
    expect(RICH_TEXT_ALLOWED_ATTRIBUTES.some((a) => a.startsWith('on') || a === 'style')).toBe(false);
    expect(RICH_TEXT_ALLOWED_SCHEMES).not.toContain('javascript');
    expect(RICH_TEXT_ALLOWED_SCHEMES).not.toContain('data');
  });

  it('attributes: class, rowspan, colspan, href, src, alt, title, width, height, target, rel', () => {
    expect([...RICH_TEXT_ALLOWED_ATTRIBUTES].sort()).toEqual(
      [
        'class',
        'rowspan',
        'colspan',
        'href',
        'src',
        'alt',
        'title',
        'width',
        'height',
        'target',
        'rel',
      ].sort(),
    );
  });
});
