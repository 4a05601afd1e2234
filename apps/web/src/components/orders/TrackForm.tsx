import { useTranslations } from 'next-intl';
import { Field } from '@/components/account/Field';

/**
 * Asks for an order number with a plain GET form, so the answer is a page of its own (bookmarkable,
 * the browser's back button works) and no JavaScript is needed. The field is named `order`: §2.3
 * keeps that parameter on pages and drops the rest.
 */
export function TrackForm({
  action,
  typed,
  error,
  recent,
}: {
  action: string;
  typed: string;
  error?: string;
  recent: { number: string; href: string; current: boolean }[];
}) {
  const t = useTranslations('orders.track');
  return (
    <section aria-labelledby="track-form-heading" className="border border-stone-300 bg-white p-5 sm:p-6">
      <h2 id="track-form-heading" className="font-display text-xl text-stone-900">
        {t('formHeading')}
      </h2>
      <form action={action} method="get" className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
        <Field
          name="order"
          label={t('number')}
          hint={t('numberHint')}
          defaultValue={typed}
          error={error}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          list={recent.length > 0 ? 'recent-orders' : undefined}
          className="sm:max-w-sm sm:flex-1"
        />
        {recent.length > 0 ? (
          <datalist id="recent-orders">
            {recent.map((o) => (
              <option key={o.number} value={o.number} />
            ))}
          </datalist>
        ) : null}
        <button
          type="submit"
          className="h-11 bg-stone-900 px-6 text-sm font-semibold tracking-wide text-white uppercase hover:bg-stone-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900 sm:mt-6"
        >
          {t('submit')}
        </button>
      </form>
      {recent.length > 0 ? (
        <div className="mt-5 border-t border-stone-200 pt-4">
          <h3 className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
            {t('recentHeading')}
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {recent.map((o) => (
              <li key={o.number}>
                <a
                  href={o.href}
                  aria-current={o.current ? 'true' : undefined}
                  className={`inline-flex h-9 items-center border px-3 text-sm ${
                    o.current
                      ? 'border-stone-900 bg-stone-900 text-white'
                      : 'border-stone-300 text-stone-900 hover:border-stone-900'
                  }`}
                >
                  {o.number}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
