import { describe, expect, it } from 'vitest';
import { ContentShapeError, groupByTopic, presentContentPage, presentContentPageList } from './pages.ts';

const sanitise = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');
const page = {
  id: 1,
  documentId: 'terms-page',
  title: 'Terms and conditions',
  slug: 'terms',
  seoTitle: 'Terms',
  seoDescription: 'Our terms',
  body: '<p>Intro</p><script>x</script>',
  sections: [{ heading: 'Orders', body: '<p>We ship.</p><script>y</script>' }],
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-02T00:00:00Z',
  publishedAt: '2026-11-02T00:00:00Z',
  locale: 'en-GB',
};

describe('§7.9 content pages: flat single entries, rich text sanitised (§3.8)', () => {
  it('presents title, SEO fields, body and sections with safe HTML', () => {
    expect(presentContentPage({ data: page, meta: {} }, sanitise)).toEqual({
      title: 'Terms and conditions',
      slug: 'terms',
      seoTitle: 'Terms',
      seoDescription: 'Our terms',
      body: '<p>Intro</p>',
      sections: [{ heading: 'Orders', body: '<p>We ship.</p>' }],
      topic: '',
      updatedAt: '2026-11-02T00:00:00Z',
      locale: 'en-GB',
    });
  });

  it('fills absent optional fields and rejects an entry without a title', () => {
    expect(presentContentPage({ data: { title: 'Size guide' } }, sanitise)).toMatchObject({
      body: '',
      sections: [],
      seoDescription: '',
    });
    expect(() => presentContentPage({ data: { slug: 'x' } }, sanitise)).toThrow(ContentShapeError);
    expect(() => presentContentPage({ data: [] }, sanitise)).toThrow(ContentShapeError);
  });
});

describe('§7.9 FAQ content pages: a collection grouped by topic', () => {
  const list = {
    data: [
      { ...page, title: 'Where is my order?', slug: 'order-tracking', topic: 'Delivery' },
      { ...page, title: 'Returns', slug: 'returns', topic: 'Returns' },
      { ...page, title: 'Next day', slug: 'next-day', topic: 'Delivery' },
      { title: 42 },
      { ...page, title: 'Other', slug: 'other', topic: '' },
    ],
    meta: { pagination: { total: 5 } },
  };

  it('keeps the entries that fit', () => {
    expect(presentContentPageList(list, sanitise).map((p) => p.slug)).toEqual([
      'order-tracking',
      'returns',
      'next-day',
      'other',
    ]);
    expect(() => presentContentPageList({ data: {} }, sanitise)).toThrow(ContentShapeError);
  });

  it('groups in first-seen order, untopiced pages under the given name', () => {
    const groups = groupByTopic(presentContentPageList(list, sanitise), 'More help');
    expect(groups.map((g) => [g.topic, g.pages.map((p) => p.slug)])).toEqual([
      ['Delivery', ['order-tracking', 'next-day']],
      ['Returns', ['returns']],
      ['More help', ['other']],
    ]);
  });
});
