import { describe, expect, it } from 'vitest';
import {
  EMPTY_FOOTER,
  FooterShapeError,
  isEmptyFooter,
  parseFooterResponse,
  presentFooter,
} from './footer.ts';

const section = {
  id: 3,
  title: 'Help',
  label: null,
  showInFooter: true,
  showInSideNav: false,
  link: null,
  contentBlock: '<p>Open <strong>24/7</strong></p><script>alert(1)</script>',
  links: [{ id: 7, label: 'FAQs', href: '/faq', target: null, rel: null }],
};
const meta = {
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
  publishedAt: '2026-11-03T00:00:00.000Z',
  locale: 'en-GB',
};
// Decision 0010's two shapes.
const withAttributes = { data: { id: 1, attributes: { sections: [section], ...meta } }, meta: {} };
const flat = { data: { id: 1, documentId: 'footer', sections: [section], ...meta }, meta: {} };

/** A stand-in for the app's sanitiser: drops script elements and marks that it ran. */
const sanitise = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '') + '<!--safe-->';

describe('§3.1 footer: two response shapes (§5 schema, second shape on failure)', () => {
  it('reads "data with attributes"', () => {
    expect(parseFooterResponse(withAttributes).sections[0]?.title).toBe('Help');
  });

  it('falls back to "data flat" when the first shape fails', () => {
    const parsed = parseFooterResponse(flat);
    expect(parsed.sections).toHaveLength(1);
    expect(parsed.locale).toBe('en-GB');
  });

  it('rejects a response that fits neither shape, naming both failures', () => {
    expect(() => parseFooterResponse({ data: { id: 1, sections: 'nope' } })).toThrow(FooterShapeError);
    expect(() => parseFooterResponse(null)).toThrow(/neither shape/);
    expect(() =>
      parseFooterResponse({
        data: { id: 1, attributes: { sections: [{ ...section, showInFooter: 'yes' }] } },
      }),
    ).toThrow(/showInFooter/);
  });

  it('accepts nullable fields left out, and links missing without populate=links', () => {
    const bare = { id: 4, title: 'About', showInFooter: true, showInSideNav: true };
    const parsed = parseFooterResponse({ data: { id: 1, sections: [bare] } });
    expect(parsed.sections[0]).toMatchObject({ label: null, link: null, contentBlock: null, links: [] });
    expect(parsed.updatedAt).toBeNull();
  });
});

describe('§3.1 footer: presented sections, content blocks sanitised (§3.8)', () => {
  it('keeps every section field and runs each content block through the sanitiser', () => {
    const footer = presentFooter(withAttributes, sanitise);
    expect(footer.sections).toEqual([
      {
        id: 3,
        title: 'Help',
        label: null,
        showInFooter: true,
        showInSideNav: false,
        link: null,
        contentBlock: '<p>Open <strong>24/7</strong></p><!--safe-->',
        links: [{ id: 7, label: 'FAQs', href: '/faq', target: null, rel: null }],
      },
    ]);
    expect(footer.locale).toBe('en-GB');
  });

  it('gives the same presentation for both shapes', () => {
    expect(presentFooter(flat, sanitise)).toEqual(presentFooter(withAttributes, sanitise));
  });

  it('turns a content block that sanitises to nothing into null', () => {
    const onlyScript = { ...section, contentBlock: '<script>x</script>' };
    const footer = presentFooter({ data: { id: 1, sections: [onlyScript] } }, (h) =>
      h.replace(/<script[\s\S]*?<\/script>/g, ''),
    );
    expect(footer.sections[0]?.contentBlock).toBeNull();
  });

  it('§8: the empty footer has no sections', () => {
    expect(isEmptyFooter(EMPTY_FOOTER)).toBe(true);
    expect(isEmptyFooter(presentFooter(flat, sanitise))).toBe(false);
  });
});
