'use client';

/** One entry of the main navigation, from the content menu (§3.4) or the catalogue. */
export interface NavEntry {
  key: string;
  title: string;
  href: string;
  color: string | null;
  rel: string | undefined;
  columns: { name: string; href: string; rel: string | undefined }[][];
  image: string | undefined;
}

/*
 * The header's two menus draw the same entries. Client components given those entries (one array,
 * which the page's payload holds once) instead of server markup that the payload carried twice
 * over; the HTML is the same and needs no script (decision 0022).
 */

/** The phone menu's list: entries with columns open as <details> sub-lists. */
export function MobileMenuList({ entries }: { entries: NavEntry[] }) {
  return (
    <ul className="divide-y divide-black/10">
      {entries.map((item) => (
        <li key={item.key}>
          {item.columns.length > 0 ? (
            <details className="group/sub">
              <summary
                className="flex cursor-pointer list-none items-center justify-between py-4 font-display text-xl"
                style={item.color ? { color: item.color } : undefined}
              >
                {item.title}
                <span aria-hidden="true" className="text-base transition-transform group-open/sub:rotate-45">
                  +
                </span>
              </summary>
              <ul className="space-y-3 pb-5 ps-1 text-sm">
                <li>
                  <a href={item.href} rel={item.rel} className="font-semibold">
                    {item.title}
                  </a>
                </li>
                {item.columns.flat().map((l, i) => (
                  <li key={i}>
                    <a href={l.href} rel={l.rel} className="text-neutral-700">
                      {l.name}
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          ) : (
            <a
              href={item.href}
              rel={item.rel}
              className="block py-4 font-display text-xl"
              style={item.color ? { color: item.color } : undefined}
            >
              {item.title}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The desktop menu: panels of columns that open on hover and while a link inside has focus. */
export function DesktopMenu({ entries }: { entries: NavEntry[] }) {
  return (
    <ul className="relative mx-auto flex max-w-7xl flex-wrap justify-center gap-x-8 px-6 text-[13px] uppercase tracking-[0.14em]">
      {entries.map((item) => (
        <li key={item.key} className="group">
          <a
            href={item.href}
            rel={item.rel}
            className="inline-block border-b border-transparent py-3 hover:border-black group-focus-within:border-black"
            style={item.color ? { color: item.color } : undefined}
          >
            {item.title}
          </a>
          {item.columns.length > 0 ? (
            // Opens on hover and while a link inside has keyboard focus; no script needed.
            <div className="invisible absolute inset-x-0 top-full z-40 border-y border-black/10 bg-[var(--paper)] opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
              <div className="mx-auto flex max-w-7xl gap-12 px-6 py-8 normal-case tracking-normal">
                {item.columns.map((column, c) => (
                  <ul key={c} className="min-w-40 space-y-2.5 text-sm">
                    {column.map((l, i) => (
                      <li key={i}>
                        <a
                          href={l.href}
                          rel={l.rel}
                          className="text-neutral-700 hover:text-black hover:underline"
                        >
                          {l.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                ))}
                {item.image ? (
                  // Editorial picture of the menu (§3.4 media), on the CDN (§3.5).
                  <img src={item.image} alt="" loading="lazy" className="ms-auto h-56 w-44 object-cover" />
                ) : null}
              </div>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
