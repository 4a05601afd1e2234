import 'server-only';
import type { LocaleConfig } from '@vitrine/config';
import { z } from 'zod';
import { contentServices } from './api';
import { href } from '@/lib/store';
import { storeLink } from './links';

/** The home page hero as the §7.9 `homepage` entry carries it (decision 0010 implementation notes). */
const HomepageSchema = z.object({
  data: z.object({
    hero: z.object({
      title: z.string().min(1).max(200),
      text: z.string().max(600).optional(),
      link: z.string().max(500).optional(),
      linkLabel: z.string().max(100).optional(),
    }),
  }),
});

export interface HomeHero {
  title: string;
  text?: string | undefined;
  link?: string | undefined;
  linkLabel?: string | undefined;
}

/**
 * Issue 5 §5: the merchandiser's hero copy for this store, or null when the service has none or
 * fails (§8: the page keeps its built-in copy rather than breaking).
 */
export async function homeHero(store: LocaleConfig): Promise<HomeHero | null> {
  try {
    const raw = await contentServices().content.fetchContent('v1/homepage', {
      headers: { locale: store.localeISOCode },
    });
    const parsed = HomepageSchema.safeParse(raw);
    if (!parsed.success) return null;
    const { hero } = parsed.data.data;
    return { ...hero, link: hero.link ? storeLink(hero.link, (path) => href(store, path)) : undefined };
  } catch {
    return null;
  }
}
