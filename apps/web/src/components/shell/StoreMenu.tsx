'use client';

import { useEffect, useRef, useState } from 'react';
import { rememberStoreChoice } from '@/lib/store-choice';
import { switchedHref } from '@/lib/store-switch';
import { Icon } from './Icon';

/** A store the shopper can switch to, as its switcher lists it. */
export interface StoreChoice {
  code: string;
  /** The store's home; once the list opens in the browser, the same page there (switchedHref). */
  href: string;
  /** §3.2 currencyMenuFlagImage. */
  flag: string;
  /** In the store's own language: "United Kingdom", "France". */
  name: string;
  /** "£ GBP". */
  currency: string;
  /** 'GBP': what the §9 currency cookie holds once the shopper chooses this store. */
  currencyCode: string;
  current: boolean;
}

/** What every switcher of a page shares; one object per request, so the payload holds it once. */
export interface StoreChoices {
  /** The summary: "United Kingdom · £ GBP". */
  summary: string;
  flag: string;
  heading: string;
  currentLabel: string;
  stores: StoreChoice[];
}

/** Where a switcher's list opens from its button. */
export interface StoreMenuPlacement {
  align?: 'start' | 'end';
  /** Upwards at the foot of the page, so the list is not cut off below the fold. */
  opens?: 'down' | 'up';
}

/**
 * Store and currency switcher with each store's flag. A native <details> disclosure: works before
 * JavaScript loads and by keyboard. A client component so that a page's three switchers (header,
 * phone menu, footer) carry the twelve stores once in its payload instead of three times as
 * markup (issue 3, uncached renders); the HTML is the same.
 *
 * The server draws each store's home: one list per store, whatever the page. When the list opens,
 * each link is pointed at the page the shopper is on, in that store (switchedHref), read from the
 * address bar then, so it is right after client-side navigation too. Without JavaScript the links
 * stay the homes.
 *
 * Choosing a store keeps it in the §9 currency and store cookies (rememberStoreChoice), which the
 * store routing reads: the way to en-EU and en-NZ in host routing, where they have no address of
 * their own.
 */
export function StoreMenu({
  choices,
  align = 'end',
  opens = 'down',
}: StoreMenuPlacement & { choices: StoreChoices }) {
  const [here, setHere] = useState<{ pathname: string; search: string } | null>(null);
  const details = useRef<HTMLDetailsElement>(null);
  const readAddress = () => setHere({ pathname: location.pathname, search: location.search });
  // Opened before the page was hydrated: no toggle event comes, so read the address now.
  useEffect(() => {
    if (details.current?.open) readAddress();
  }, []);
  const current = choices.stores.find((s) => s.current);
  const hrefOf = (s: StoreChoice) =>
    here && current && !s.current
      ? switchedHref({ code: current.code, home: current.href }, { code: s.code, home: s.href }, here)
      : s.href;
  return (
    <details
      ref={details}
      className="group relative"
      onToggle={(event) => {
        if (event.currentTarget.open) readAddress();
      }}
    >
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-full px-2 py-1 text-xs tracking-wide hover:bg-black/5 [&::-webkit-details-marker]:hidden">
        {/* Low priority: otherwise React preloads the flag ahead of the page's product images. */}
        <img
          src={choices.flag}
          alt=""
          width={18}
          height={12}
          fetchPriority="low"
          className="h-3 w-[18px] rounded-[2px] object-cover"
        />
        <span>{choices.summary}</span>
        <Icon name="chevron" className="size-3 transition-transform group-open:rotate-180" />
      </summary>
      <div
        className={`absolute z-50 w-72 ${opens === 'up' ? 'bottom-full mb-2' : 'top-full mt-2'} rounded-md border border-black/10 bg-white p-2 shadow-xl ${align === 'end' ? 'end-0' : 'start-0'}`}
      >
        <p className="px-3 py-2 text-[11px] font-medium uppercase tracking-[0.18em] text-neutral-500">
          {choices.heading}
        </p>
        <ul className="max-h-[60vh] overflow-y-auto">
          {choices.stores.map((s) => (
            <li key={s.code}>
              <a
                href={hrefOf(s)}
                hrefLang={s.code}
                lang={s.code}
                aria-current={s.current ? 'true' : undefined}
                onClick={() => rememberStoreChoice(s)}
                className="flex items-center gap-3 rounded px-3 py-2 text-sm hover:bg-neutral-100 aria-[current]:bg-neutral-100 aria-[current]:font-medium"
              >
                {/* Lazy: the list is closed until asked for, and React would preload every flag of an
                    eager image on every page, ahead of the product images (issue 3). */}
                <img
                  src={s.flag}
                  alt=""
                  width={24}
                  height={16}
                  loading="lazy"
                  className="h-4 w-6 rounded-[2px] object-cover shadow-sm"
                />
                <span className="flex-1">{s.name}</span>
                <span className="text-xs text-neutral-500" dir="ltr">
                  {s.currency}
                </span>
                {s.current && <span className="sr-only">({choices.currentLabel})</span>}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
