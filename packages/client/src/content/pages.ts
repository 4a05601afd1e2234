import { z } from 'zod';
import type { HtmlSanitiser } from './footer.ts';

/**
 * §7.9 content pages (terms, privacy, royalty, gift-card page, FAQ landing and FAQ content pages,
 * size guide): decision 0010's flat single entry `{ data: { title, slug, seoTitle,
 * seoDescription, body, sections: [{ heading, body }] } }` and collections `{ data: [...] }`.
 * Rich text is sanitised again on read (§3.8), whatever the service did on write.
 */

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

const pageFields = z.object({
  title: z.string(),
  slug: text,
  seoTitle: text,
  seoDescription: text,
  body: text,
  sections: z
    .array(z.object({ heading: z.string(), body: text }))
    .nullish()
    .transform((v) => v ?? []),
  /** FAQ content pages: the topic they are grouped under on the FAQ landing page. */
  topic: text,
  updatedAt: text,
  locale: text,
});

export interface ContentPageSection {
  heading: string;
  /** Safe HTML. */
  body: string;
}

export interface ContentPage {
  title: string;
  slug: string;
  seoTitle: string;
  seoDescription: string;
  /** Safe HTML ('' when none). */
  body: string;
  sections: ContentPageSection[];
  topic: string;
  updatedAt: string;
  locale: string;
}

export class ContentShapeError extends Error {
  override name = 'ContentShapeError';
}

function present(fields: z.infer<typeof pageFields>, sanitise: HtmlSanitiser): ContentPage {
  const safe = (html: string) => (html.trim() === '' ? '' : sanitise(html).trim());
  return {
    ...fields,
    body: safe(fields.body),
    sections: fields.sections.map((s) => ({ heading: s.heading, body: safe(s.body) })),
  };
}

/** A single page entry, rich text sanitised. Throws ContentShapeError when it is not one. */
export function presentContentPage(raw: unknown, sanitise: HtmlSanitiser): ContentPage {
  const parsed = z.object({ data: pageFields }).safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ContentShapeError(
      `Content page does not fit its shape (${issue?.path.join('.') ?? ''}: ${issue?.message})`,
    );
  }
  return present(parsed.data.data, sanitise);
}

/** A collection of pages (FAQ content pages); entries that do not fit are left out. */
export function presentContentPageList(raw: unknown, sanitise: HtmlSanitiser): ContentPage[] {
  const parsed = z.object({ data: z.array(z.unknown()) }).safeParse(raw);
  if (!parsed.success) throw new ContentShapeError('Content collection does not fit its shape (data: [])');
  return parsed.data.data.flatMap((entry) => {
    const page = pageFields.safeParse(entry);
    return page.success ? [present(page.data, sanitise)] : [];
  });
}

/** FAQ pages grouped by topic, in first-seen order; pages without one go under `untitled`. */
export function groupByTopic(
  pages: ContentPage[],
  untitled: string,
): { topic: string; pages: ContentPage[] }[] {
  const groups = new Map<string, ContentPage[]>();
  for (const page of pages) {
    const topic = page.topic.trim() || untitled;
    const list = groups.get(topic) ?? [];
    list.push(page);
    groups.set(topic, list);
  }
  return [...groups].map(([topic, list]) => ({ topic, pages: list }));
}
