import { formatSize, type LocaleConfig, type SizeKind } from '@vitrine/config';
import { type ProductDetail, type ProductCard as CardData, LOW_STOCK_THRESHOLD } from '@/lib/data/catalogue';
import { getFormatter, getTranslations } from 'next-intl/server';
import { attributeNameLabel, attributeValueLabel } from '@/lib/attributes';
import { absoluteUrl, href, siteOrigin } from '@/lib/store';
import { Breadcrumbs } from './Breadcrumbs';
import { MediaImage } from './MediaImage';
import { Price } from './Price';
import { ProductCard, productCardText } from './ProductCard';
import { RecentlyViewed } from './RecentlyViewed';
import { ViewBeacon } from './ViewBeacon';
import { WishlistHeart } from '@/components/wishlist/WishlistHeart';
import { SizePicker } from './SizePicker';

/** Attributes shown under "Details", in this order, when the product has them (§3.3). */
const DETAIL_ATTRIBUTES = [
  'style',
  'fit',
  'length_new',
  'sleeves',
  'neck_shape',
  'fastening',
  'design',
  'heel_height',
  'occasion_wear',
  'skin_type',
  'skin_concern',
  'key_ingredients',
  'application_time',
];

export async function ProductPage({
  product,
  store,
  similar,
  pairs,
}: {
  product: ProductDetail;
  store: LocaleConfig;
  /** Item recommendations (§7.8). */
  similar: CardData[];
  /** Upsell (§7.8 upsell?url=): what goes with it. */
  pairs: CardData[];
}) {
  const t = await getTranslations('product');
  const ta = await getTranslations('attributes');
  const format = await getFormatter();
  const tm = await getTranslations('marketplace');
  const cardText = await productCardText();
  const sizes = product.sizes.map((s) => ({
    sku: s.sku,
    label: formatSize(s.size, product.sizeKind as SizeKind, store.sizeFormat),
    inStock: s.inStock,
    lowStock: s.inStock && s.quantity <= LOW_STOCK_THRESHOLD ? s.quantity : null,
  }));
  const oneSize = product.sizes.length === 1 && product.sizes[0]!.size === 'ONE SIZE';
  const colourLabel = attributeValueLabel(ta, 'colour', product.colour);
  const details = DETAIL_ATTRIBUTES.flatMap((name) => {
    const value = product.attributes[name];
    if (value === undefined || value === '' || typeof value === 'boolean') return [];
    const values = Array.isArray(value) ? value : [String(value)];
    return [
      {
        name: attributeNameLabel(ta, name),
        value: values.map((v) => attributeValueLabel(ta, name, v)).join(', '),
      },
    ];
  });

  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 md:px-6 md:pt-8">
      <Breadcrumbs
        store={store}
        trail={[
          ...(product.category
            ? [{ path: `/${product.category.path}.html`, name: product.category.name }]
            : []),
          { name: product.name },
        ]}
      />
      <div className="mt-4 grid gap-8 md:grid-cols-[1.4fr_1fr] md:gap-12">
        <section
          aria-label={t('gallery')}
          tabIndex={0}
          className="-mx-4 flex snap-x snap-mandatory gap-2 overflow-x-auto md:mx-0 md:grid md:grid-cols-2 md:overflow-visible"
        >
          {product.images.map((image, i) => (
            <div
              key={image.path + i}
              className="aspect-[4/5] w-[85%] shrink-0 snap-center bg-[var(--stone)] first:ms-4 last:me-4 md:w-auto md:first:ms-0 md:last:me-0"
            >
              <MediaImage
                image={image}
                sizes="(min-width: 768px) 30vw, 85vw"
                eager={i === 0}
                alt={
                  i === 0
                    ? `${product.name}, ${colourLabel}`
                    : t('image', { index: i + 1, count: product.images.length })
                }
                className="size-full object-cover"
              />
            </div>
          ))}
        </section>
        <div className="md:sticky md:top-6 md:self-start">
          {typeof product.attributes.brand === 'string' && (
            <p className="mb-2 text-xs uppercase tracking-[0.16em] text-neutral-600" data-testid="seller">
              {tm('soldBy', { brand: product.attributes.brand })}
            </p>
          )}
          <h1 className="font-display text-2xl leading-snug md:text-3xl">{product.name}</h1>
          <div className="mt-3 text-lg">
            <Price price={product.price} wasPrice={product.wasPrice} />
          </div>
          <p className="mt-6 text-sm">{t('colour', { colour: colourLabel })}</p>
          {product.siblings.length > 1 && (
            <ul aria-label={t('otherColours')} className="mt-3 flex flex-wrap gap-2">
              {product.siblings.map((s) => {
                const current = s.sku === product.sku;
                const label = attributeValueLabel(ta, 'colour', s.colour);
                return (
                  <li key={s.sku}>
                    <a
                      href={href(store, `/${s.urlKey}.html`)}
                      aria-current={current ? 'page' : undefined}
                      aria-label={label}
                      title={label}
                      className={`block w-14 border ${current ? 'border-black' : 'border-transparent hover:border-black/40'}`}
                    >
                      {s.image && (
                        <MediaImage
                          image={s.image}
                          sizes="56px"
                          alt=""
                          className="aspect-[4/5] w-full object-cover"
                        />
                      )}
                    </a>
                  </li>
                );
              })}
            </ul>
          )}
          <SizePicker
            sizes={sizes}
            styleSku={product.sku}
            lowStockThreshold={LOW_STOCK_THRESHOLD}
            oneSize={oneSize}
            store={store.localeISOCode}
            bagHref={href(store, '/checkout/cart')}
            heart={
              <WishlistHeart
                sku={product.sku}
                store={store.localeISOCode}
                labels={cardText.labels.heart}
                className="size-12 shrink-0 border border-black/20 hover:border-black"
              />
            }
          />
          {!oneSize && (
            <a
              href={href(store, '/size-guide')}
              className="mt-4 inline-block text-xs underline underline-offset-4"
            >
              {t('sizeGuide')}
            </a>
          )}
          <div className="mt-8 divide-y divide-black/10 border-y border-black/10">
            <details open className="group py-4">
              <summary className="cursor-pointer list-none text-xs font-semibold uppercase tracking-[0.16em]">
                {t('description')}
              </summary>
              <p className="mt-3 text-sm leading-relaxed text-neutral-700">{product.description}</p>
              <p className="mt-3 text-xs text-neutral-500">{t('productCode', { sku: product.sku })}</p>
            </details>
            {details.length > 0 && (
              <details className="py-4">
                <summary className="cursor-pointer list-none text-xs font-semibold uppercase tracking-[0.16em]">
                  {t('details')}
                </summary>
                <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
                  {details.map((d) => (
                    <div key={d.name} className="contents">
                      <dt className="text-neutral-500">{d.name}</dt>
                      <dd>{d.value}</dd>
                    </div>
                  ))}
                </dl>
              </details>
            )}
            <details className="py-4">
              <summary className="cursor-pointer list-none text-xs font-semibold uppercase tracking-[0.16em]">
                {t('delivery')}
              </summary>
              <p className="mt-3 text-sm leading-relaxed text-neutral-700">{t('deliveryText')}</p>
            </details>
          </div>
        </div>
      </div>
      {[
        { id: 'pairs', title: t('completeTheLook'), products: pairs },
        { id: 'similar', title: t('youMayAlsoLike'), products: similar },
      ].map((row) =>
        row.products.length ? (
          <section
            key={row.id}
            aria-labelledby={`row-${row.id}`}
            className="mt-20"
            data-testid={`recommendations-${row.id}`}
          >
            <h2 id={`row-${row.id}`} className="border-b border-black/10 pb-4 font-display text-2xl">
              {row.title}
            </h2>
            <div className="mt-6 grid grid-cols-2 gap-x-3 gap-y-8 md:grid-cols-3 md:gap-x-5 lg:grid-cols-6">
              {row.products.map((p) => (
                <ProductCard key={p.sku} product={p} store={store} text={cardText} />
              ))}
            </div>
          </section>
        ) : null,
      )}
      <ViewBeacon sku={product.sku} />
      <RecentlyViewed
        store={store.localeISOCode}
        current={{
          sku: product.sku,
          href: href(store, `/${product.urlKey}.html`),
          name: product.name,
          price: format.number(product.price.amountMinor / 100, {
            style: 'currency',
            currency: product.price.currency,
          }),
          image: product.images[0] ? `/media/${product.images[0].path}-400.webp` : null,
        }}
      />
      <ProductJsonLd product={product} store={store} />
    </div>
  );
}

/** schema.org Product with this store's offer (price in its currency, availability in its region). */
function ProductJsonLd({ product, store }: { product: ProductDetail; store: LocaleConfig }) {
  const origin = siteOrigin();
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    sku: product.sku,
    name: product.name,
    description: product.description,
    color: product.colour,
    image: product.images.map((i) => `${origin}/media/${i.path}-800.webp`),
    brand: { '@type': 'Brand', name: 'Vitrine' },
    offers: {
      '@type': 'Offer',
      url: absoluteUrl(store, `/${product.urlKey}.html`),
      priceCurrency: product.price.currency,
      price: (product.price.amountMinor / 100).toFixed(2),
      availability: product.sizes.some((s) => s.inStock)
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
  // `<` escaped so the JSON cannot close the script element.
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
