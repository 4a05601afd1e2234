'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import {
  visualSearchAction,
  type VisualSearchState,
} from '@/app/[store]/(shell)/catalogsearch/visual/actions';
import { FormMessage } from '@/components/account/FormMessage';
import { SubmitButton } from '@/components/account/SubmitButton';

const initial: VisualSearchState = {};

/** The photo upload of visual search; works as a plain multipart form without JavaScript. */
export function VisualSearchForm({
  store,
  categories,
  category,
}: {
  store: string;
  categories: { path: string; name: string }[];
  category: string;
}) {
  const t = useTranslations('search');
  const [state, action] = useActionState(visualSearchAction, initial);
  return (
    <form action={action} className="mt-8 flex max-w-xl flex-col gap-5 border border-stone-300 bg-white p-5">
      <input type="hidden" name="store" value={store} />
      <FormMessage message={state.error} />
      <div className="flex flex-col gap-1">
        <label htmlFor="visual-photo" className="text-sm font-medium text-stone-800">
          {t('visualPhoto')}
        </label>
        <input
          id="visual-photo"
          name="image"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif,image/heic"
          required
          aria-describedby="visual-photo-hint"
          className="text-base file:me-4 file:h-11 file:border file:border-stone-900 file:bg-white file:px-4 file:text-sm file:font-semibold file:uppercase"
        />
        <p id="visual-photo-hint" className="text-xs text-stone-600">
          {t('visualPhotoHint')}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="visual-category" className="text-sm font-medium text-stone-800">
          {t('visualCategory')}
        </label>
        <select
          id="visual-category"
          name="categories"
          defaultValue={category}
          className="h-11 border border-stone-400 bg-white px-3 text-base"
        >
          <option value="">{t('visualAll')}</option>
          {categories.map((c) => (
            <option key={c.path} value={c.path}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <SubmitButton pendingLabel={t('visualPending')}>{t('visualSubmit')}</SubmitButton>
    </form>
  );
}
