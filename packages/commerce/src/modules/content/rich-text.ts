import {
  RICH_TEXT_ALLOWED_ATTRIBUTES,
  RICH_TEXT_ALLOWED_SCHEMES,
  RICH_TEXT_ALLOWED_TAGS,
} from '@vitrine/config';
import sanitizeHtml from 'sanitize-html';

// Media URLs without the CDN host in storage, with it on the way out (§3.5), and rich text
// cleaned with the §3.8 allow-list when it is written (issue 5 §9), so nothing stored can script.

/** `https://{host}` URLs of the content-media CDN lose their host on save (§3.5). */
export function stripMediaHost(url: string, host: string | undefined): string {
  const trimmed = url.trim();
  if (!host) return trimmed;
  const lower = trimmed.toLowerCase();
  for (const prefix of [`https://${host}/`, `http://${host}/`, `//${host}/`]) {
    if (lower.startsWith(prefix.toLowerCase())) return trimmed.slice(prefix.length - 1);
  }
  return trimmed;
}

/** A stored root-relative media path gains `https://{host}` on load (§3.5); others are kept. */
export function prefixMediaHost(url: string, host: string | undefined): string {
  if (!host || !url.startsWith('/') || url.startsWith('//')) return url;
  return `https://${host}${url}`;
}

const IMG_SRC = /(<img\b[^>]*?\bsrc=")([^"]*)(")/g;

/** Applies `map` to every URL of a `Media` list ({Url} or {url}) and every <img src> in rich text. */
export function mapMediaUrls<T>(value: T, map: (url: string) => string): T {
  const walk = (node: unknown, inMedia: boolean): unknown => {
    if (typeof node === 'string')
      return node.includes('<img')
        ? node.replace(IMG_SRC, (_, a: string, src: string, b: string) => a + map(src) + b)
        : node;
    if (Array.isArray(node)) return node.map((item) => walk(item, inMedia));
    if (node && typeof node === 'object') {
      return Object.fromEntries(
        Object.entries(node).map(([key, child]) => {
          if (inMedia && (key === 'Url' || key === 'url') && typeof child === 'string')
            return [key, map(child)];
          return [key, walk(child, inMedia || key === 'Media' || key === 'media')];
        }),
      );
    }
    return node;
  };
  return walk(value, false) as T;
}

/**
 * §3.8: only the allowed tags and attributes survive, URLs only with web, mail or phone schemes;
 * scripts, styles and event handlers go with their content. Links that open a new tab get
 * rel="noopener noreferrer" so the opened page cannot reach back into ours.
 */
export function sanitiseRichText(html: string, mediaHost?: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...RICH_TEXT_ALLOWED_TAGS],
    allowedAttributes: { '*': [...RICH_TEXT_ALLOWED_ATTRIBUTES] },
    allowedSchemes: [...RICH_TEXT_ALLOWED_SCHEMES],
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs) =>
        attribs.target === '_blank'
          ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
          : { tagName, attribs },
      img: (tagName, attribs) =>
        attribs.src
          ? { tagName, attribs: { ...attribs, src: stripMediaHost(attribs.src, mediaHost) } }
          : { tagName, attribs },
    },
  }).trim();
}
