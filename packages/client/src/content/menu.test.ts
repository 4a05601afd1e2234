import { describe, expect, it } from 'vitest';
import { menuContent, presentMenu, rewriteHost } from './menu.ts';

const item = {
  Title: 'Sale',
  Color: '#b4233c',
  Url: 'https://staging.vitrine.example/sale.html',
  Media: { Desktop: [{ Url: '/menu/sale-d.jpg' }], Mobile: [{ Url: '/menu/sale-m.jpg' }] },
  NoFollow: true,
  List: [
    [
      { Name: 'Dresses', Url: '/clothing/dresses.html', NoFollow: false },
      { Name: 'Tops', Url: null, NoFollow: true },
    ],
    [{ Name: 'Bottoms', Url: 'https://staging.vitrine.example/shop-by/bottoms.html' }],
  ],
};
const file = (content: unknown[]) => ({
  Groups: [
    {
      Name: 'Main',
      Entries: [
        { Name: 'Desktop', Content: content },
        { Name: 'Other', Content: [item] },
      ],
    },
    { Name: 'Second', Entries: [{ Name: 'Desktop', Content: [item, item] }] },
  ],
});

describe('§3.4 menu: capitalised server keys mapped to the presented shape', () => {
  it('maps title, color, url, media, noFollow and list', () => {
    expect(presentMenu(file([item]))).toEqual([
      {
        title: 'Sale',
        color: '#b4233c',
        url: 'https://staging.vitrine.example/sale.html',
        media: { desktop: ['/menu/sale-d.jpg'], mobile: ['/menu/sale-m.jpg'] },
        noFollow: true,
        list: [
          [
            { name: 'Dresses', url: '/clothing/dresses.html', noFollow: false },
            { name: 'Tops', url: '#', noFollow: true },
          ],
          [{ name: 'Bottoms', url: 'https://staging.vitrine.example/shop-by/bottoms.html', noFollow: false }],
        ],
      },
    ]);
  });

  it('color is null when absent; a missing url becomes "#"; media and list default to empty', () => {
    expect(presentMenu(file([{ Title: 'New in' }]))).toEqual([
      {
        title: 'New in',
        color: null,
        url: '#',
        media: { desktop: [], mobile: [] },
        noFollow: false,
        list: [],
      },
    ]);
    expect(presentMenu(file([{ Title: 'Blank', Url: '  ' }]))[0]?.url).toBe('#');
  });

  it('only the first group’s first entry’s Content list is used', () => {
    expect(presentMenu(file([{ Title: 'Only' }])).map((i) => i.title)).toEqual(['Only']);
    expect(menuContent({ Groups: [] })).toEqual([]);
    expect(menuContent({ Groups: [{ Entries: [] }] })).toEqual([]);
    expect(menuContent(null)).toEqual([]);
  });

  it('drops items and links that do not fit, keeping the rest', () => {
    const menu = presentMenu(
      file([{ Title: 42 }, item, { List: [] }, { Title: 'Ok', List: [[{ Url: '/x' }]] }]),
    );
    expect(menu.map((i) => i.title)).toEqual(['Sale', 'Ok']);
    expect(menu[1]?.list).toEqual([[]]);
  });

  it('§3.5: prefixes media with the CDN host when one is given', () => {
    const [presented] = presentMenu(file([item]), { mediaHost: 'media.vitrine.example' });
    expect(presented?.media.desktop).toEqual(['https://media.vitrine.example/menu/sale-d.jpg']);
  });
});

describe('§3.4 menu: staging host rewritten to the local host in local development', () => {
  it('rewrites links on the staging host, keeps path, query and hash', () => {
    expect(
      rewriteHost(
        'https://staging.vitrine.example/a.html?x=1#y',
        'staging.vitrine.example',
        'localhost:3000',
      ),
    ).toBe('http://localhost:3000/a.html?x=1#y');
    expect(
      rewriteHost('https://staging.vitrine.example/a', 'staging.vitrine.example', 'https://local.test/'),
    ).toBe('https://local.test/a');
  });

  it('leaves relative links and other hosts alone', () => {
    expect(rewriteHost('/a.html', 'staging.vitrine.example', 'localhost:3000')).toBe('/a.html');
    expect(rewriteHost('https://www.vitrine.example/a', 'staging.vitrine.example', 'localhost:3000')).toBe(
      'https://www.vitrine.example/a',
    );
  });

  it('applies to item urls and list links, not to media', () => {
    const [presented] = presentMenu(
      file([{ ...item, Media: { Desktop: [{ Url: 'https://staging.vitrine.example/m.jpg' }] } }]),
      {
        rewriteHost: { from: 'staging.vitrine.example', to: 'localhost:3000' },
      },
    );
    expect(presented?.url).toBe('http://localhost:3000/sale.html');
    expect(presented?.list[1]?.[0]?.url).toBe('http://localhost:3000/shop-by/bottoms.html');
    expect(presented?.media.desktop).toEqual(['https://staging.vitrine.example/m.jpg']);
  });
});
