import { MAX_LINE_QUANTITY, type PricedLine } from '@/lib/data/bag';
import { ONE_SIZE, type LocaleConfig } from '@vitrine/config';
import { getFormatter, getTranslations } from 'next-intl/server';
import { changeQuantity, moveToWishlist, removeFromBag } from '@/app/[store]/(shell)/checkout/cart/actions';
import { MediaImage } from '@/components/product/MediaImage';
import { Price } from '@/components/product/Price';
import { attributeValueLabel } from '@/lib/attributes';
import { moneyFormatter } from '@/lib/bag/money';
import { quantityChoices } from '@/lib/bag/quantity';
import { href } from '@/lib/store';
import { MoveToWishlist } from './MoveToWishlist';
import { PendingButton } from './PendingButton';
import { QuantityStepper } from './QuantityStepper';

/**
 * One size in the bag: picture and name linking to the product, colour, size in the store's
 * format (§3.2), unit price with its was-price, quantity, line total, remove, move to wishlist.
 * What stops checkout (sold out, more than is left) is said on the line.
 */
export async function BagLine({
  line,
  store,
  item,
}: {
  line: PricedLine;
  store: LocaleConfig;
  item: string;
}) {
  const t = await getTranslations('bag.line');
  const ta = await getTranslations('attributes');
  const money = moneyFormatter(await getFormatter());
  const productHref = href(store, `/${line.urlKey}.html`);
  const colour = attributeValueLabel(ta, 'colour', line.colour);
  return (
    <li className="flex gap-4 py-6 sm:gap-6" data-testid="bag-line" data-sku={line.sku}>
      {/* The name below is the line's link; the picture repeats it for pointers only. */}
      <a href={productHref} tabIndex={-1} aria-hidden="true" className="w-24 shrink-0 sm:w-32">
        <div className="aspect-[4/5] overflow-hidden bg-[var(--stone)]">
          {line.image ? (
            <MediaImage
              image={line.image}
              sizes="(min-width: 640px) 128px, 96px"
              alt=""
              className="size-full object-cover"
            />
          ) : null}
        </div>
      </a>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="text-sm leading-snug sm:text-base">
              <a href={productHref} className="hover:underline hover:underline-offset-4">
                {line.name}
              </a>
            </h3>
            <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-neutral-600">
              <span>{t('colour', { colour })}</span>
              {line.size === ONE_SIZE ? null : <span>{t('size', { size: line.sizeLabel })}</span>}
            </p>
            <div className="mt-2">
              <Price price={line.unitPrice} wasPrice={line.wasPrice} />
            </div>
          </div>
          <p className="shrink-0 text-sm font-medium" data-testid="line-total">
            <span className="sr-only">{t('lineTotal', { item })} </span>
            {money(line.lineTotal)}
          </p>
        </div>
        {line.outOfStock || line.quantityAboveStock ? (
          <p className="mt-3 text-sm text-[var(--sale)]">
            {line.outOfStock ? t('soldOut') : t('aboveStock', { count: line.stockAvailable })}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-start justify-between gap-x-4 gap-y-3 pt-4">
          <QuantityStepper
            action={changeQuantity}
            store={store.localeISOCode}
            sku={line.sku}
            quantity={line.quantity}
            choices={quantityChoices(line.quantity, line.stockAvailable, MAX_LINE_QUANTITY)}
            item={item}
          />
          <form action={removeFromBag} className="flex h-10 items-center">
            <input type="hidden" name="store" value={store.localeISOCode} />
            <input type="hidden" name="sku" value={line.sku} />
            <PendingButton
              pendingLabel={t('removing')}
              aria-label={t('removeItem', { item })}
              className="text-xs font-medium uppercase tracking-[0.14em] underline underline-offset-4 hover:text-[var(--sale)]"
            >
              {t('remove')}
            </PendingButton>
          </form>
          <MoveToWishlist action={moveToWishlist} store={store.localeISOCode} sku={line.sku} item={item} />
        </div>
      </div>
    </li>
  );
}
