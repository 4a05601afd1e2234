import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountFrame } from '@/components/account/AccountFrame';
import { MediaImage } from '@/components/product/MediaImage';
import { Price } from '@/components/product/Price';
import { Icon } from '@/components/shell/Icon';
import { WishlistActions } from '@/components/wishlist/WishlistActions';
import { WishlistCountSync } from '@/components/wishlist/WishlistCountSync';
import { WishlistItemForms } from '@/components/wishlist/WishlistItemForms';
import { attributeValueLabel } from '@/lib/attributes';
import { requireSession } from '@/lib/account/session';
import { href, storeFromParams } from '@/lib/store';
import { wishlistCaller, wishlistServiceHere } from '@/lib/wishlist/server';
import { wishlistAction } from './actions';

// One customer's list: read on every view, never cached (decision 0003).
export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ store: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'wishlist.page' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * §2.1 /customer/account/wishlist (login needed; a guest goes to sign-in with this page as the
 * referer, and their hearts join the account there). Each saved style with its picture, name,
 * price in the store's currency, a size to move to the bag, and "email me when back" for sizes
 * sold out in the store's region.
 */
export default async function WishlistPage({ params }: Params) {
  const store = await storeFromParams(params);
  setRequestLocale(store.localeISOCode);
  const { principal } = await requireSession(store);
  const t = await getTranslations('wishlist.page');
  const ta = await getTranslations('attributes');
  const { items } = await wishlistServiceHere().get(await wishlistCaller(store, principal.customerId));
  const messages = await getMessages();

  return (
    <AccountFrame
      store={store}
      current="/customer/account/wishlist"
      title={t('title')}
      intro={items.length > 0 ? t('intro') : undefined}
    >
      <NextIntlClientProvider messages={{ wishlist: { page: messages.wishlist?.page } }}>
        <WishlistActions action={wishlistAction} bagHref={href(store, '/checkout/cart')}>
          {items.length === 0 ? (
            <section
              className="flex flex-col items-center border border-stone-300 bg-white px-6 py-12 text-center"
              data-testid="wishlist-empty"
            >
              <span className="flex size-16 items-center justify-center rounded-full bg-[var(--stone)]">
                <Icon name="heart" className="size-7" />
              </span>
              <h2 className="mt-6 font-display text-2xl text-stone-900">{t('emptyTitle')}</h2>
              <p className="mt-3 max-w-md leading-relaxed text-stone-700">{t('emptyBody')}</p>
              <a
                href={href(store, '/new-in.html')}
                className="mt-8 inline-flex h-12 items-center justify-center bg-[var(--ink)] px-10 text-xs font-semibold uppercase tracking-[0.18em] text-white hover:bg-black"
              >
                {t('emptyCta')}
              </a>
            </section>
          ) : (
            <>
              <p className="mb-4 text-sm text-stone-700" data-testid="wishlist-count-text">
                {t('count', { count: items.length })}
              </p>
              <ul
                className="grid gap-x-6 gap-y-10 sm:grid-cols-2 xl:grid-cols-3"
                data-testid="wishlist-items"
              >
                {items.map((item) => {
                  const productHref = href(store, `/${item.urlKey}.html`);
                  const colour = attributeValueLabel(ta, 'colour', item.colour);
                  const name = t('itemWithColour', { name: item.name, colour });
                  return (
                    <li
                      key={item.id}
                      className="flex flex-col"
                      data-testid="wishlist-item"
                      data-sku={item.sku}
                    >
                      {/* The name below is the item's link; the picture repeats it for pointers only. */}
                      <a href={productHref} tabIndex={-1} aria-hidden="true" className="block">
                        <div className="relative aspect-[4/5] overflow-hidden bg-[var(--stone)]">
                          {item.image ? (
                            <MediaImage
                              image={item.image}
                              sizes="(min-width: 1280px) 18rem, (min-width: 640px) 40vw, 90vw"
                              alt=""
                              className="absolute inset-0 size-full object-cover"
                            />
                          ) : null}
                          {item.price && !item.inStock ? (
                            <span className="absolute inset-x-0 bottom-0 bg-white/90 py-2 text-center text-xs uppercase tracking-widest">
                              {t('soldOut')}
                            </span>
                          ) : null}
                        </div>
                      </a>
                      {/* Two lines kept for every name, so the controls of a row of cards start at one height. */}
                      <div>
                        <h2 className="mt-3 line-clamp-2 min-h-[2.75em] text-sm leading-snug text-stone-900">
                          <a href={productHref} className="hover:underline hover:underline-offset-4">
                            {item.name}
                          </a>
                        </h2>
                        <p className="mt-1 text-xs text-stone-600">{colour}</p>
                        <div className="mt-1">
                          {item.price ? (
                            <Price price={item.price} wasPrice={item.wasPrice} />
                          ) : (
                            <p className="text-sm text-stone-700">{t('notSold')}</p>
                          )}
                        </div>
                      </div>
                      <WishlistItemForms
                        store={store.localeISOCode}
                        id={item.id}
                        item={name}
                        oneSize={item.oneSize}
                        sizes={item.sizes.map((s) => ({
                          sku: s.sku,
                          label: s.label,
                          inStock: s.inStock,
                          notify: s.notify,
                        }))}
                        chosen={item.size}
                        sellable={item.price !== null}
                      />
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </WishlistActions>
      </NextIntlClientProvider>
      <WishlistCountSync count={items.length} />
    </AccountFrame>
  );
}
