import 'server-only';
import {
  RICH_TEXT_ALLOWED_ATTRIBUTES,
  RICH_TEXT_ALLOWED_SCHEMES,
  RICH_TEXT_ALLOWED_TAGS,
} from '@vitrine/config';
import sanitizeHtml from 'sanitize-html';

/**
 * §3.8 rich text as the storefront renders it. The content service sanitises on write too; this is
 * the reading side's own check (the service is read like an outside one, decision 0010), and the
 * only path by which content HTML reaches dangerouslySetInnerHTML.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...RICH_TEXT_ALLOWED_TAGS],
    allowedAttributes: { '*': [...RICH_TEXT_ALLOWED_ATTRIBUTES] },
    allowedSchemes: [...RICH_TEXT_ALLOWED_SCHEMES],
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    // Scripts and styles go with their content, not only their tags.
    disallowedTagsMode: 'discard',
    transformTags: {
      // A link that opens a new tab must not hand the opened page a handle on ours.
      a: (tagName, attribs) =>
        attribs.target === '_blank'
          ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
          : { tagName, attribs },
    },
  }).trim();
}

/** §5: "A text sanitiser removes all markup unless an allowed list is given." */
export function sanitizeText(html: string, allowedTags: readonly string[] = []): string {
  return sanitizeHtml(html, {
    allowedTags: [...allowedTags],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
  }).trim();
}
