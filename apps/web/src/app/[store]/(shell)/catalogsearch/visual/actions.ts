'use server';

import { findLocale } from '@vitrine/config';
import { dominantColour } from '@/lib/data/catalogue';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { href } from '@/lib/store';
import { formAction } from '@/lib/form-action';

export interface VisualSearchState {
  error?: string;
}

/** Largest photo read (as the API's /widgets/visual): phone cameras make 3-5 MB JPEGs. */
const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
const CATEGORY = /^[a-z0-9][a-z0-9/-]{0,200}$/;

/**
 * §7.8 visual search from the storefront: the photo's subject colour is computed here (sharp, in
 * process) and the shopper lands on a results URL that carries only the colour and the category
 * (`color` and `categories` are §2.3 parameters), so results can be shared and the photo is never
 * stored or sent on.
 */
export const visualSearchAction = formAction(async function visualSearchAction(
  _previous: VisualSearchState,
  form: FormData,
): Promise<VisualSearchState> {
  const store = findLocale(String(form.get('store') ?? '')) ?? findLocale('en-GB')!;
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'search' });
  const photo = form.get('image');
  if (!(photo instanceof File) || photo.size === 0) return { error: t('visualRequired') };
  if (photo.size > MAX_PHOTO_BYTES) return { error: t('visualTooLarge') };
  let hex: string;
  try {
    const { r, g, b } = await dominantColour(Buffer.from(await photo.arrayBuffer()));
    hex = [r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('');
  } catch {
    return { error: t('visualNotImage') };
  }
  const category = String(form.get('categories') ?? '');
  const query = new URLSearchParams({ color: hex });
  if (CATEGORY.test(category)) query.set('categories', category);
  redirect(`${href(store, '/catalogsearch/visual')}?${query}`);
});
