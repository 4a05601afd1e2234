/**
 * Content is written once per language with site paths such as `/faq` or `/terms`; a shopper of
 * another store must land on that store's page (its prefix, fr-FR's French paths, §2.1). `toStore`
 * is `(path) => href(store, path)`.
 */
export type StorePath = (path: string) => string;

/** A root-relative site path ('/x', not '//host/x') becomes the store's; anything else stays. */
export function storeLink(url: string, toStore: StorePath): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const cut = url.search(/[?#]/);
  return cut === -1 ? toStore(url) : toStore(url.slice(0, cut)) + url.slice(cut);
}

/**
 * The same for every `href="/..."` of sanitised rich text (sanitize-html writes attributes with
 * double quotes and escapes quotes inside them, so this pattern sees whole values).
 */
export function localiseRichTextLinks(html: string, toStore: StorePath): string {
  return html.replace(
    /(<a\b[^>]*?\bhref=")(\/(?!\/)[^"]*)(")/g,
    (_, before: string, url: string, after: string) => {
      const decoded = url.replaceAll('&amp;', '&');
      return before + storeLink(decoded, toStore).replaceAll('&', '&amp;') + after;
    },
  );
}
