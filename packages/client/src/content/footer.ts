import { z } from 'zod';

/**
 * §3.1 footer content and §5 "checked against a schema; if the first shape fails, the second is
 * tried". The two shapes are those of decision 0010: "data with attributes" (v1) and "data flat"
 * (v2). Nullable fields may also be absent: the schema guards the structure we render, not every
 * key the service happens to send.
 */

/** Turns rich text into safe HTML (the §3.8 allow-list). Passed in: this package has no HTML parser. */
export type HtmlSanitiser = (html: string) => string;

const id = z.union([z.number(), z.string()]);
const nullableText = z
  .string()
  .nullish()
  .transform((v) => v ?? null);

const linkSchema = z.object({
  id,
  label: nullableText,
  href: nullableText,
  target: nullableText,
  rel: nullableText,
});

const sectionSchema = z.object({
  id,
  title: z.string(),
  label: nullableText,
  showInFooter: z.boolean(),
  showInSideNav: z.boolean(),
  link: nullableText,
  contentBlock: nullableText,
  // Absent when the service was asked without `populate=links` (§7.9).
  links: z
    .array(linkSchema)
    .nullish()
    .transform((v) => v ?? []),
});

const metaFields = {
  sections: z.array(sectionSchema),
  createdAt: nullableText,
  updatedAt: nullableText,
  publishedAt: nullableText,
  locale: nullableText,
};

/** v1, "data with attributes": `{ data: { id, attributes: { sections, ... } } }`. */
export const footerWithAttributesSchema = z.object({
  data: z.object({ id, attributes: z.object(metaFields) }),
});

/** v2, "data flat": `{ data: { id, documentId, sections, ... } }`. */
export const footerFlatSchema = z.object({
  data: z.object({ id, documentId: z.string().nullish(), ...metaFields }),
});

export interface FooterLink {
  id: number | string;
  label: string | null;
  href: string | null;
  target: string | null;
  rel: string | null;
}

export interface FooterSection {
  id: number | string;
  title: string;
  label: string | null;
  showInFooter: boolean;
  showInSideNav: boolean;
  link: string | null;
  /** Safe HTML: sanitised with the §3.8 allow-list; null when empty. */
  contentBlock: string | null;
  links: FooterLink[];
}

export interface PresentedFooter {
  sections: FooterSection[];
  locale: string | null;
  updatedAt: string | null;
  publishedAt: string | null;
}

/** §8: what a failed footer read leaves (the shell then shows only its legal line and switcher). */
export const EMPTY_FOOTER: PresentedFooter = Object.freeze({
  sections: Object.freeze([]) as unknown as FooterSection[],
  locale: null,
  updatedAt: null,
  publishedAt: null,
});

export function isEmptyFooter(footer: PresentedFooter): boolean {
  return footer.sections.length === 0;
}

export class FooterShapeError extends Error {
  override name = 'FooterShapeError';
  readonly issues: { withAttributes: string; flat: string };

  constructor(issues: { withAttributes: string; flat: string }) {
    super(
      `Footer response matches neither shape (data with attributes: ${issues.withAttributes}; flat: ${issues.flat})`,
    );
    this.issues = issues;
  }
}

type ParsedFields = z.infer<typeof footerFlatSchema>['data'];

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid';
}

/** §5: data with attributes first, then flat. Throws FooterShapeError when neither fits. */
export function parseFooterResponse(raw: unknown): Omit<ParsedFields, 'id' | 'documentId'> {
  const withAttributes = footerWithAttributesSchema.safeParse(raw);
  if (withAttributes.success) return withAttributes.data.data.attributes;
  const flat = footerFlatSchema.safeParse(raw);
  if (flat.success) return flat.data.data;
  throw new FooterShapeError({
    withAttributes: firstIssue(withAttributes.error),
    flat: firstIssue(flat.error),
  });
}

/**
 * §3.1 + §3.8: the footer as the storefront renders it. Every content block goes through
 * `sanitise` (never trusted, even though the service sanitises on write: defence in depth).
 */
export function presentFooter(raw: unknown, sanitise: HtmlSanitiser): PresentedFooter {
  const parsed = parseFooterResponse(raw);
  return {
    sections: parsed.sections.map((section) => {
      const safe = section.contentBlock === null ? '' : sanitise(section.contentBlock).trim();
      return {
        id: section.id,
        title: section.title,
        label: section.label,
        showInFooter: section.showInFooter,
        showInSideNav: section.showInSideNav,
        link: section.link,
        contentBlock: safe === '' ? null : safe,
        links: section.links.map((l) => ({ ...l })),
      };
    }),
    locale: parsed.locale,
    updatedAt: parsed.updatedAt,
    publishedAt: parsed.publishedAt,
  };
}
