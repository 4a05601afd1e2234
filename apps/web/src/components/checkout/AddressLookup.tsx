'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useHydrated } from './useHydrated';

interface LookupItem {
  id: string;
  type: 'Address' | 'Container';
  text: string;
  description: string;
}

export interface FoundAddress {
  line1: string;
  line2: string | null;
  city: string;
  region: string | null;
  postcode: string | null;
  countryCode: string;
}

type Status = 'idle' | 'loading' | 'results' | 'empty' | 'unavailable' | 'filled';

/**
 * §7.8 address lookup as progressive enhancement: type a postcode or street, pick a result, and
 * the address fields below fill in. A postcode or street answers as a container that opens into
 * its addresses. The fields stay the way in: without JavaScript, or when the provider cannot
 * answer, the shopper types the address. A WAI-ARIA combobox: arrows move, Enter picks, Escape
 * closes.
 */
export function AddressLookup({
  locale,
  country,
  onPick,
}: {
  /** The §7.1 locale header (en_GB). */
  locale: string;
  country: string;
  onPick: (address: FoundAddress) => void;
}) {
  const t = useTranslations('checkout.lookup');
  const ready = useHydrated();
  const [query, setQuery] = useState('');
  const [container, setContainer] = useState<LookupItem | null>(null);
  const [items, setItems] = useState<LookupItem[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<Status>('idle');
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-list`;

  const q = query.trim();
  const searchable = q.length >= 2 && Boolean(country);
  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setStatus('loading');
      const params = new URLSearchParams({ q: q.slice(0, 100), country });
      if (container) params.set('container', container.id);
      try {
        const res = await fetch(`/api/v1/address/lookup/find?${params}`, {
          headers: { locale },
          signal: controller.signal,
        });
        if (!res.ok) {
          setItems([]);
          setStatus(res.status === 400 ? 'empty' : 'unavailable');
          return;
        }
        const body = (await res.json()) as { items: LookupItem[] };
        setItems(body.items);
        setActive(-1);
        setOpen(true);
        setStatus(body.items.length > 0 ? 'results' : 'empty');
      } catch (err) {
        if ((err as Error).name !== 'AbortError') setStatus('unavailable');
      }
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, searchable, container, country, locale]);

  async function pick(item: LookupItem) {
    if (item.type === 'Container') {
      setContainer(item);
      inputRef.current?.focus();
      return;
    }
    setOpen(false);
    setStatus('loading');
    try {
      const res = await fetch(`/api/v1/address/lookup/retrieve?${new URLSearchParams({ id: item.id })}`, {
        headers: { locale },
      });
      if (!res.ok) {
        setStatus('unavailable');
        return;
      }
      onPick((await res.json()) as FoundAddress);
      setStatus('filled');
      setQuery('');
      setContainer(null);
      setItems([]);
    } catch {
      setStatus('unavailable');
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && items.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((a) => (a + 1) % items.length);
    } else if (event.key === 'ArrowUp' && items.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((a) => (a <= 0 ? items.length - 1 : a - 1));
    } else if (event.key === 'Enter') {
      // Enter here picks a result; it must never send the whole checkout form.
      event.preventDefault();
      const item = items[active >= 0 ? active : 0];
      if (open && item) void pick(item);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
      } else if (container) {
        event.preventDefault();
        setContainer(null);
      }
    }
  }

  if (!ready || !country) return null;

  const announcement =
    status === 'loading'
      ? t('searching')
      : status === 'results'
        ? t('results', { count: items.length })
        : status === 'empty'
          ? t('noResults')
          : status === 'unavailable'
            ? t('unavailable')
            : status === 'filled'
              ? t('filled')
              : '';

  return (
    <div className="relative bg-[var(--stone)] p-4 sm:p-5">
      <label htmlFor={`${id}-input`} className="text-sm font-medium text-stone-800">
        {t('label')}
      </label>
      <p id={`${id}-hint`} className="text-xs text-stone-600">
        {t('hint')}
      </p>
      {container ? (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-xs">
          <span className="bg-white px-2 py-1">{t('within', { place: container.text })}</span>
          <button
            type="button"
            onClick={() => {
              setContainer(null);
              inputRef.current?.focus();
            }}
            className="underline underline-offset-4"
          >
            {t('clearWithin')}
          </button>
        </p>
      ) : null}
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open && items.length > 0}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${id}-opt-${active}` : undefined}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        enterKeyHint="search"
        value={query}
        maxLength={100}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          // Too short to search: nothing stale stays listed under it.
          if (event.target.value.trim().length < 2) {
            setItems([]);
            setStatus('idle');
          }
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onFocus={() => items.length > 0 && setOpen(true)}
        placeholder={t('placeholder')}
        className="mt-2 h-11 w-full rounded-none border border-stone-400 bg-white px-3 text-base text-stone-900 outline-none focus-visible:ring-2 focus-visible:ring-stone-900"
        data-testid="address-lookup"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('label')}
        hidden={!open || items.length === 0}
        className="absolute inset-x-4 z-20 mt-1 max-h-72 overflow-auto border border-stone-300 bg-white shadow-lg sm:inset-x-5"
      >
        {items.map((item, index) => (
          <li
            key={item.id}
            id={`${id}-opt-${index}`}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: it comes before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              void pick(item);
            }}
            className={`cursor-pointer px-3 py-2.5 text-sm ${index === active ? 'bg-stone-100' : ''} hover:bg-stone-100`}
          >
            <span className="block text-stone-900">{item.text}</span>
            <span className="block text-xs text-stone-600">{item.description}</span>
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="mt-2 min-h-4 text-xs text-stone-700">
        {announcement}
      </p>
    </div>
  );
}
