import { z } from 'zod';
import { withMediaHost } from './media.ts';

/**
 * §3.4 navigation menu: the server's capitalised shape (decision 0010) mapped to the presented
 * shape. Read defensively: an item that does not fit is dropped, not the whole menu, so one bad
 * entry a merchandiser saved cannot empty the header.
 */

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? null);
const flag = z
  .boolean()
  .nullish()
  .transform((v) => v ?? false);
const mediaList = z
  .array(z.object({ Url: text }).nullable())
  .nullish()
  .transform((list) => (list ?? []).flatMap((m) => (m?.Url ? [m.Url] : [])));

const serverLinkSchema = z.object({ Name: z.string(), Url: text, NoFollow: flag });

export const serverMenuItemSchema = z.object({
  Title: z.string(),
  Color: text,
  Url: text,
  Media: z
    .object({ Desktop: mediaList, Mobile: mediaList })
    .nullish()
    .transform((m) => m ?? { Desktop: [], Mobile: [] }),
  NoFollow: flag,
  List: z
    .array(z.array(z.unknown()).nullable())
    .nullish()
    .transform((lists) => lists ?? []),
});

export interface MenuLink {
  name: string;
  url: string;
  noFollow: boolean;
}

export interface MenuItem {
  title: string;
  /** A CSS colour for the title (a sale in red), or null for the theme's. */
  color: string | null;
  url: string;
  media: { desktop: string[]; mobile: string[] };
  noFollow: boolean;
  /** Columns of links under the item. */
  list: MenuLink[][];
}

export interface MenuOptions {
  /** §3.5: the content-media CDN host prefixed to media URLs. */
  mediaHost?: string | undefined;
  /** §3.4: in local development, links to the staging host are rewritten to the local host. */
  rewriteHost?: { from: string; to: string } | undefined;
}

/** §3.4: a missing url becomes '#'. */
export const MISSING_URL = '#';

/**
 * §3.4 local development: `https://{stagingHost}/x` -> `http://{localHost}/x`. `to` may be a host
 * ('localhost:3000', served over http) or an origin. Relative URLs and other hosts are unchanged.
 */
export function rewriteHost(url: string, from: string, to: string): string {
  if (!from || !to || !/^(https?:)?\/\//i.test(url)) return url;
  let parsed: URL;
  try {
    parsed = new URL(url, 'https://placeholder.invalid');
  } catch {
    return url;
  }
  if (parsed.host.toLowerCase() !== from.toLowerCase()) return url;
  const origin = /^https?:\/\//i.test(to) ? to.replace(/\/+$/, '') : `http://${to}`;
  return `${origin}${parsed.pathname}${parsed.search}${parsed.hash}`;
}

function presentUrl(url: string | null, options: MenuOptions): string {
  if (url === null || url.trim() === '') return MISSING_URL;
  return options.rewriteHost ? rewriteHost(url, options.rewriteHost.from, options.rewriteHost.to) : url;
}

function presentItem(raw: unknown, options: MenuOptions): MenuItem | null {
  const parsed = serverMenuItemSchema.safeParse(raw);
  if (!parsed.success) return null;
  const item = parsed.data;
  const media = (urls: string[]) =>
    options.mediaHost ? urls.map((u) => withMediaHost(u, options.mediaHost!)) : urls;
  return {
    title: item.Title,
    color: item.Color,
    url: presentUrl(item.Url, options),
    media: { desktop: media(item.Media.Desktop), mobile: media(item.Media.Mobile) },
    noFollow: item.NoFollow,
    list: item.List.map((column) =>
      (column ?? []).flatMap((entry) => {
        const link = serverLinkSchema.safeParse(entry);
        if (!link.success) return [];
        return [
          { name: link.data.Name, url: presentUrl(link.data.Url, options), noFollow: link.data.NoFollow },
        ];
      }),
    ),
  };
}

/** §3.4: only the first group's first entry's Content list is used. */
export function menuContent(raw: unknown): unknown[] {
  if (typeof raw !== 'object' || raw === null) return [];
  const groups = (raw as { Groups?: unknown }).Groups;
  if (!Array.isArray(groups)) return [];
  const entries = (groups[0] as { Entries?: unknown } | undefined)?.Entries;
  if (!Array.isArray(entries)) return [];
  const content = (entries[0] as { Content?: unknown } | undefined)?.Content;
  return Array.isArray(content) ? content : [];
}

/** §3.4: the server's menu file as the presented list of items. Never throws. */
export function presentMenu(raw: unknown, options: MenuOptions = {}): MenuItem[] {
  return menuContent(raw).flatMap((item) => {
    const presented = presentItem(item, options);
    return presented ? [presented] : [];
  });
}
