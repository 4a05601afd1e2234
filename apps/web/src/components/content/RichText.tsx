import type { LocaleConfig } from '@vitrine/config';
import { localiseRichTextLinks } from '@/lib/content/links';
import { href } from '@/lib/store';

// Typography for content HTML. Logical properties (ps-, text-start) so lists and tables follow
// the page's direction in Arabic (RTL) without a second set of rules.
const SIZES = {
  base: 'text-[15px] leading-7 text-neutral-800',
  small: 'text-sm leading-relaxed text-neutral-600',
} as const;
const RICH_TEXT = [
  '[&>:first-child]:mt-0 [&>:last-child]:mb-0 [&_p]:my-4',
  '[&_h1]:mb-4 [&_h1]:mt-10 [&_h1]:font-display [&_h1]:text-3xl',
  '[&_h2]:mb-3 [&_h2]:mt-10 [&_h2]:font-display [&_h2]:text-2xl',
  '[&_h3]:mb-2 [&_h3]:mt-8 [&_h3]:text-xs [&_h3]:font-semibold [&_h3]:uppercase [&_h3]:tracking-[0.16em]',
  '[&_h4]:mb-2 [&_h4]:mt-6 [&_h4]:font-semibold',
  '[&_strong]:font-semibold [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-black',
  '[&_ol]:list-decimal [&_ol]:ps-5 [&_ul]:list-disc [&_ul]:ps-5 [&_li]:my-1.5 [&_li]:ps-1',
  '[&_figure]:my-8 [&_img]:h-auto [&_img]:max-w-full',
  '[&_figcaption]:mt-2 [&_figcaption]:text-xs [&_figcaption]:text-neutral-500',
  // A wide size chart scrolls inside the column instead of widening the page on a phone.
  '[&_table]:my-6 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-sm',
  '[&_table:focus-visible]:outline [&_table:focus-visible]:outline-2 [&_table:focus-visible]:outline-offset-2',
  '[&_caption]:pb-2 [&_caption]:text-start [&_caption]:text-xs [&_caption]:text-neutral-500',
  '[&_th]:whitespace-nowrap [&_th]:border-b [&_th]:border-black/20 [&_th]:bg-[var(--stone)] [&_th]:px-3 [&_th]:py-2 [&_th]:text-start [&_th]:font-semibold',
  '[&_td]:whitespace-nowrap [&_td]:border-b [&_td]:border-black/10 [&_td]:px-3 [&_td]:py-2 [&_td]:text-start',
].join(' ');

/**
 * A table that scrolls sideways must be reachable from the keyboard to be scrolled (WCAG 2.1.1,
 * axe scrollable-region-focusable). The sanitiser drops tabindex, so it is added here, after it.
 */
export function focusableTables(html: string): string {
  return html.replace(/<table(?=[\s>])/g, '<table tabindex="0"');
}

/**
 * Content HTML. `safeHtml` must come from the §3.8 sanitiser (lib/content/sanitize.ts, applied by
 * the content readers); this is the only place content HTML is injected. Site links are pointed at
 * the shopper's store (§2.1).
 */
export function RichText({
  safeHtml,
  store,
  size = 'base',
  className = '',
}: {
  safeHtml: string;
  store: LocaleConfig;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  if (safeHtml === '') return null;
  return (
    <div
      className={`${SIZES[size]} ${RICH_TEXT} ${className}`}
      dangerouslySetInnerHTML={{
        __html: focusableTables(localiseRichTextLinks(safeHtml, (path) => href(store, path))),
      }}
    />
  );
}
