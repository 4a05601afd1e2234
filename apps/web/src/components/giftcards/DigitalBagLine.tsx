import type { PricedDigitalItem } from '@/lib/data/bag';
import type { LocaleConfig } from '@vitrine/config';
import { getFormatter, getTranslations } from 'next-intl/server';
import { removeDigitalItem } from '@/app/[store]/(shell)/checkout/cart/actions';
import { PendingButton } from '@/components/bag/PendingButton';
import { moneyFormatter } from '@/lib/bag/money';

/** What a gift card's line says under its name: recipient, sender, delivery day. */
export async function digitalItemDetails(item: PricedDigitalItem, store: LocaleConfig): Promise<string[]> {
  const t = await getTranslations('giftcards.line');
  const d = item.details as Record<string, string | null> | null;
  if (item.kind !== 'gift_card' || !d) return [t('noParcel')];
  const date = new Intl.DateTimeFormat(store.localeISOCode, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${d.deliverOn}T12:00:00Z`),
  );
  return [
    t('to', { name: d.recipientName ?? '', email: d.recipientEmail ?? '' }),
    t('from', { name: d.senderName ?? '' }),
    t('deliverOn', { date }),
  ];
}

/**
 * A digital item in the bag (issue 6: a gift card, the delivery subscription): no picture, size or
 * quantity; what it is, for whom and when, its amount, and remove.
 */
export async function DigitalBagLine({ item, store }: { item: PricedDigitalItem; store: LocaleConfig }) {
  const t = await getTranslations('giftcards.line');
  const money = moneyFormatter(await getFormatter());
  const details = await digitalItemDetails(item, store);
  return (
    <li className="flex gap-4 py-6 sm:gap-6" data-testid="bag-digital-line" data-kind={item.kind}>
      <div
        aria-hidden="true"
        className="flex aspect-[4/5] w-24 shrink-0 items-center justify-center bg-[var(--stone)] font-display text-lg sm:w-32"
      >
        {item.kind === 'gift_card' ? '✉' : '★'}
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="text-sm leading-snug sm:text-base">{item.name}</h3>
            <ul className="mt-1 space-y-0.5 text-xs text-neutral-600">
              {details.map((line) => (
                <li key={line} className="break-words">
                  {line}
                </li>
              ))}
            </ul>
          </div>
          <p className="shrink-0 text-sm font-medium" data-testid="line-total">
            {money(item.amount)}
          </p>
        </div>
        <div className="mt-auto pt-4">
          <form action={removeDigitalItem} className="flex h-10 items-center">
            <input type="hidden" name="store" value={store.localeISOCode} />
            <input type="hidden" name="id" value={item.id} />
            <PendingButton
              pendingLabel={t('removing')}
              aria-label={t('removeItem', { item: item.name })}
              className="text-xs font-medium uppercase tracking-[0.14em] underline underline-offset-4 hover:text-[var(--sale)]"
            >
              {t('remove')}
            </PendingButton>
          </form>
        </div>
      </div>
    </li>
  );
}
