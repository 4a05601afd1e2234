import { verifyStaff } from '@/lib/data/customer';
import { ApiError } from '@/lib/data/errors';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountFrame } from '@/components/account/AccountFrame';
import { AuthFrame } from '@/components/account/AuthFrame';
import { FormMessage } from '@/components/account/FormMessage';
import { StaffDiscountForm } from '@/components/account/StaffDiscountForm';
import { requireSession } from '@/lib/account/session';
import { href, storeFromParams } from '@/lib/store';

type Props = {
  params: Promise<{ store: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'accountArea.staff' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * §7.3 staff-discount/verify. With a token this is the emailed link, which works signed in or
 * not (the token names the account); without one, a signed-in customer asks for a link.
 */
export default async function StaffDiscount({ params, searchParams }: Props) {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'accountArea.staff' });
  const token = (await searchParams).token;
  if (typeof token === 'string') {
    let verified = false;
    try {
      await verifyStaff(token);
      verified = true;
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
    }
    return (
      <AuthFrame title={t('title')}>
        <div className="flex flex-col gap-6">
          <FormMessage ok={verified} message={verified ? t('verified') : t('invalid')} />
          <a
            href={href(store, '/customer/account')}
            className="self-start text-sm font-semibold underline underline-offset-4"
          >
            {t('backToAccount')}
          </a>
        </div>
      </AuthFrame>
    );
  }
  const { customer } = await requireSession(store);
  return (
    <AccountFrame store={store} current="/customer/account/staff-discount" title={t('title')}>
      <div className="flex max-w-xl flex-col gap-6">
        {customer.staffDiscount ? <FormMessage ok message={t('active')} /> : null}
        <p className="text-base text-stone-800">{t('intro')}</p>
        <StaffDiscountForm store={store.localeISOCode} />
      </div>
    </AccountFrame>
  );
}
