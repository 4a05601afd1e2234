// §3.8 rich-text allow-lists, for the sanitiser of content blocks (DESIGN: sanitize-html).

// "table and its parts" expands to every element of an HTML table.
export const RICH_TEXT_ALLOWED_TAGS: readonly string[] = Object.freeze([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'strong',
  'i',
  'figure',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'ol',
  'ul',
  'li',
  'figcaption',
  'img',
  'a',
]);

// Allowed on every allowed tag.
export const RICH_TEXT_ALLOWED_ATTRIBUTES: readonly string[] = Object.freeze([
  'class',
  'rowspan',
  'colspan',
  'href',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'target',
  'rel',
]);

// Not shown in the spec: URL schemes allowed in href/src. Web links, mail and phone only, so
// content can never carry javascript: or data: URLs.
export const RICH_TEXT_ALLOWED_SCHEMES: readonly string[] = Object.freeze(['https', 'http', 'mailto', 'tel']);
