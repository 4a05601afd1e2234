import 'server-only';
import { sanitiseRichText } from '@/lib/data/content';
import sanitizeHtml from 'sanitize-html';

/**
 * §3.8 rich text as the storefront renders it: the content service's own sanitiser (one allow-list,
 * one set of rules), run again on the reading side because the service is read like an outside one
 * (decision 0010), and the only path by which content HTML reaches dangerouslySetInnerHTML.
 */
export function sanitizeRichText(html: string): string {
  return sanitiseRichText(html);
}

/** §5: "A text sanitiser removes all markup unless an allowed list is given." */
export function sanitizeText(html: string, allowedTags: readonly string[] = []): string {
  return sanitizeHtml(html, {
    allowedTags: [...allowedTags],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
  }).trim();
}
