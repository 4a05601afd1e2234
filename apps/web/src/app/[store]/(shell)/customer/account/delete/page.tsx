import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountFrame, AccountSection } from '@/components/account/AccountFrame';
import { DeleteAccountForm, SendCodeForm } from '@/components/account/DeleteAccountForms';
import { requireSession } from '@/lib/account/session';
import { href, storeFromParams } from '@/lib/store';

type Params = { params: Promise<{ store: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'accountArea.delete' });
  return { title: t('title'), robots: { index: false } };
}

/** §2.1 /customer/account/delete: deletion in two steps, confirmed by an emailed code. */
export default async function DeleteAccount({ params }: Params) {
  const store = await storeFromParams(params);
  const { customer } = await requireSession(store);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'accountArea.delete' });
  const code = store.localeISOCode;
  return (
    <AccountFrame store={store} current="/customer/account/delete" title={t('title')}>
      <div className="flex max-w-2xl flex-col gap-8">
        <div className="text-base leading-relaxed text-stone-800">
          <p>{t('intro')}</p>
          <ul className="mt-3 list-disc ps-6">
            <li>{t('removesDetails')}</li>
            <li>{t('removesAddresses')}</li>
            <li>{t('removesMarketing')}</li>
            <li>{t('removesSessions')}</li>
          </ul>
        </div>
        <AccountSection id="delete-step-1" title={t('step1')}>
          <p className="mb-5 text-sm text-stone-700">{t('step1Intro', { email: customer.email })}</p>
          <SendCodeForm store={code} />
        </AccountSection>
        <AccountSection id="delete-step-2" title={t('step2')} tone="danger">
          <DeleteAccountForm store={code} />
        </AccountSection>
        <p>
          <a
            href={href(store, '/customer/account')}
            className="text-sm font-semibold underline underline-offset-4 hover:text-stone-600"
          >
            {t('keep')}
          </a>
        </p>
      </div>
    </AccountFrame>
  );
}
