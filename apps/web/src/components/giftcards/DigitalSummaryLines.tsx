import type { PricedDigitalItem } from '@/lib/data/bag';
import type { LocaleConfig } from '@vitrine/config';
import { getFormatter } from 'next-intl/server';
import { moneyFormatter } from '@/lib/bag/money';
import { digitalItemDetails } from './DigitalBagLine';

/** Checkout's summary of the digital items (issue 6): name, for whom and when, amount. */
export async function DigitalSummaryLines({
  items,
  store,
}: {
  items: PricedDigitalItem[];
  store: LocaleConfig;
}) {
  if (items.length === 0) return null;
  const money = moneyFormatter(await getFormatter());
  const details = await Promise.all(items.map((item) => digitalItemDetails(item, store)));
  return (
    <ul
      className="mt-4 divide-y divide-black/10 border-t border-black/10"
      data-testid="summary-digital-lines"
    >
      {items.map((item, i) => (
        <li
          key={item.id}
          className="flex items-start justify-between gap-3 py-4 text-sm"
          data-testid="summary-digital-line"
        >
          <div className="min-w-0">
            <p className="leading-snug text-stone-900">{item.name}</p>
            {details[i]!.map((line) => (
              <p key={line} className="mt-0.5 break-words text-xs text-stone-600">
                {line}
              </p>
            ))}
          </div>
          <p className="shrink-0 text-stone-900">{money(item.amount)}</p>
        </li>
      ))}
    </ul>
  );
}
