'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Icon } from './Icon';

interface Suggestion {
  kind: 'product' | 'category' | 'query' | 'all';
  label: string;
  href: string;
  detail?: string;
  image?: string;
}

interface ApiSuggestions {
  products: {
    urlKey: string;
    name: string;
    price: { amountMinor: number; currency: string };
    image: { path: string } | null;
  }[];
  categories: { path: string; name: string }[];
  queries: string[];
}

interface Props {
  /** Form action: the store's search results page. */
  action: string;
  /** Prefix of the store's catalogue links (`/fr`, or '' for en-GB). */
  pathPrefix: string;
  /** §7.1 locale header of the store, e.g. fr_FR. */
  localeHeader: string;
  /** Locale and currency for prices. */
  formatLocale: string;
  defaultValue?: string;
  autoFocus?: boolean;
  className?: string;
}

/**
 * The header search with suggestions as the shopper types (§7.8 searchsuggest): an ARIA 1.2
 * combobox. Arrow keys move through products, categories and popular searches, Enter opens the
 * active one (or searches), Escape closes. Without JavaScript it is a plain GET search form.
 */
export function SearchBox({
  action,
  pathPrefix,
  localeHeader,
  formatLocale,
  defaultValue = '',
  autoFocus,
  className = '',
}: Props) {
  const t = useTranslations('search');
  const ts = useTranslations('shell');
  const id = useId();
  const [value, setValue] = useState(defaultValue);
  const [data, setData] = useState<ApiSuggestions | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const q = value.trim();
    if (q.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/v1/searchsuggest?q=${encodeURIComponent(q)}`, {
        headers: { locale: localeHeader },
        signal: controller.signal,
      })
        .then((res) => (res.ok ? res.json() : null))
        .then((json: ApiSuggestions | null) => {
          setData(json);
          setActive(-1);
          // Only for a shopper who is in the box: a results page arrives with its query filled
          // in, and suggestions opening by themselves covered the results on phones.
          setOpen(Boolean(json) && document.activeElement === inputRef.current);
        })
        .catch(() => {});
    }, 120);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, localeHeader]);

  // Suggestions are for two characters or more; older answers are not shown for less.
  const shown = value.trim().length >= 2 ? data : null;
  const options = useMemo<Suggestion[]>(() => {
    const data = shown;
    if (!data) return [];
    const money = (m: { amountMinor: number; currency: string }) =>
      new Intl.NumberFormat(formatLocale, { style: 'currency', currency: m.currency }).format(
        m.amountMinor / 100,
      );
    const q = value.trim();
    return [
      ...data.queries.map((query) => ({
        kind: 'query' as const,
        label: query,
        href: `${action}?q=${encodeURIComponent(query)}`,
      })),
      ...data.categories.map((c) => ({
        kind: 'category' as const,
        label: c.name,
        href: `${pathPrefix}/${c.path}.html`,
      })),
      ...data.products.map((p) => ({
        kind: 'product' as const,
        label: p.name,
        detail: money(p.price),
        href: `${pathPrefix}/${p.urlKey}.html`,
        ...(p.image ? { image: `/media/${p.image.path}-400.webp` } : {}),
      })),
      { kind: 'all' as const, label: t('seeAll', { q }), href: `${action}?q=${encodeURIComponent(q)}` },
    ];
  }, [shown, value, action, pathPrefix, formatLocale, t]);

  const expanded = open && options.length > 1;
  const optionId = (i: number) => `${id}-option-${i}`;

  function onKeyDown(e: React.KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' && options.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % options.length);
    } else if (e.key === 'ArrowUp' && options.length) {
      e.preventDefault();
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (e.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault();
      window.location.assign(options[active]!.href);
    }
  }

  const group = (kind: Suggestion['kind']) =>
    options.map((o, i) => ({ o, i })).filter(({ o }) => o.kind === kind);

  return (
    <form action={action} role="search" className={`relative ${className}`}>
      <label className="flex items-center gap-2 border-b border-black/30 py-1 focus-within:border-black">
        <Icon name="search" className="size-4 shrink-0" />
        <span className="sr-only">{ts('search')}</span>
        <input
          ref={inputRef}
          type="search"
          name="q"
          value={value}
          maxLength={200}
          autoComplete="off"
          autoFocus={autoFocus}
          placeholder={ts('searchPlaceholder')}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          onChange={(e) => {
            setValue(e.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onFocus={() => data && setOpen(true)}
          className="w-full bg-transparent text-sm outline-none placeholder:text-neutral-500"
        />
      </label>
      <div
        id={`${id}-listbox`}
        role="listbox"
        aria-label={t('suggestions')}
        hidden={!expanded}
        className="absolute start-0 top-full z-50 mt-2 max-h-[70vh] w-[min(26rem,90vw)] overflow-y-auto border border-black/10 bg-white py-2 shadow-xl"
      >
        {(['query', 'category', 'product', 'all'] as const).map((kind) => {
          const items = group(kind);
          if (!items.length) return null;
          return (
            <div
              key={kind}
              role="group"
              aria-label={
                kind === 'query'
                  ? t('searches')
                  : kind === 'category'
                    ? t('categories')
                    : kind === 'product'
                      ? t('products')
                      : t('title')
              }
            >
              {items.map(({ o, i }) => (
                <a
                  key={o.href + i}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  href={o.href}
                  tabIndex={-1}
                  onMouseDown={(e) => e.preventDefault()}
                  className={`flex items-center gap-3 px-4 py-2 text-sm ${i === active ? 'bg-neutral-100' : ''} ${kind === 'all' ? 'font-medium underline underline-offset-4' : ''}`}
                >
                  {o.image && (
                    <img src={o.image} alt="" width={32} height={40} className="h-10 w-8 object-cover" />
                  )}
                  <span className="flex-1">{o.label}</span>
                  {o.detail && <span className="text-xs text-neutral-600">{o.detail}</span>}
                </a>
              ))}
            </div>
          );
        })}
      </div>
    </form>
  );
}
