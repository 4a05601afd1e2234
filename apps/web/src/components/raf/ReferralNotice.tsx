import type { LocaleConfig } from '@vitrine/config';
import { RAF_FRIEND_PERCENT, referrerOfCode } from '@/lib/data/referral';
import { getTranslations } from 'next-intl/server';
import { keptReferral } from '@/lib/raf/cookie';

/**
 * On the registration form, after a share link (issue 6 item 4): who invited them and what they
 * get, or that the link was not valid (registration goes ahead either way).
 */
export async function ReferralNotice({ store }: { store: LocaleConfig }) {
  const kept = await keptReferral(store);
  if (!kept) return null;
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'raf.register' });
  const referrer = kept === 'unknown' ? null : await referrerOfCode(kept);
  return (
    <p
      role="status"
      className={`mb-6 border p-4 text-base ${referrer ? 'border-emerald-700 bg-emerald-50 text-emerald-950' : 'border-stone-400 bg-stone-50 text-stone-800'}`}
      data-testid="raf-notice"
    >
      {referrer ? t('welcome', { name: referrer.firstName, percent: RAF_FRIEND_PERCENT }) : t('unknown')}
    </p>
  );
}
