'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';

export interface RecentItem {
  sku: string;
  href: string;
  name: string;
  price: string;
  image: string | null;
}

const MAX_KEPT = 12;
const SHOWN = 6;
const key = (store: string) => `vt_recent_${store}`;

function read(store: string): RecentItem[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(key(store)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as RecentItem[]) : [];
  } catch {
    return [];
  }
}

/**
 * Recently viewed products, kept in this browser per store (prices stay in that store's
 * currency). Records the current product and shows the others; nothing is sent to the server.
 */
export function RecentlyViewed({ store, current }: { store: string; current: RecentItem }) {
  const t = useTranslations('product');
  const items = useSyncExternalStore(
    (onChange) => {
      // Record this visit once the page is interactive, then show the list as it was before it.
      const before = read(store);
      const next = [current, ...before.filter((i) => i.sku !== current.sku)].slice(0, MAX_KEPT);
      try {
        localStorage.setItem(key(store), JSON.stringify(next));
      } catch {
        // Storage full or disabled: the feature quietly does nothing.
      }
      window.addEventListener('storage', onChange);
      return () => window.removeEventListener('storage', onChange);
    },
    () => localStorage.getItem(key(store)) ?? '[]',
    () => '[]',
  );
  const others = (JSON.parse(items) as RecentItem[]).filter((i) => i.sku !== current.sku).slice(0, SHOWN);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed" className="mt-20" data-testid="recently-viewed">
      <h2 id="recently-viewed" className="border-b border-black/10 pb-4 font-display text-2xl">
        {t('recentlyViewed')}
      </h2>
      <ul className="mt-6 grid grid-cols-3 gap-3 md:grid-cols-6 md:gap-5">
        {others.map((item) => (
          <li key={item.sku}>
            <a href={item.href} className="block">
              <div className="aspect-[4/5] overflow-hidden bg-[var(--stone)]">
                {item.image && (
                  <img
                    src={item.image}
                    alt=""
                    width={400}
                    height={500}
                    loading="lazy"
                    className="size-full object-cover"
                  />
                )}
              </div>
              <p className="mt-2 line-clamp-2 text-xs text-neutral-800">{item.name}</p>
              <p className="mt-1 text-xs">{item.price}</p>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
