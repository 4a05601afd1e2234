import { PASSWORD_MIN_LENGTH } from '@/lib/data/session';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountFrame, AccountSection } from '@/components/account/AccountFrame';
import { DetailsForm, EmailForm, PasswordForm } from '@/components/account/EditForms';
import { detailsValues } from '@/lib/account/account-forms';
import { dateOfBirthChoices } from '@/lib/account/date-of-birth-choices';
import { requireSession } from '@/lib/account/session';
import { storeFromParams } from '@/lib/store';

type Params = { params: Promise<{ store: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'accountArea.edit' });
  return { title: t('title'), robots: { index: false } };
}

/** §2.1 /customer/account/edit: personal details, sign-in email and password. */
export default async function EditAccount({ params }: Params) {
  const store = await storeFromParams(params);
  const { customer } = await requireSession(store);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'accountArea.edit' });
  const code = store.localeISOCode;
  return (
    <AccountFrame store={store} current="/customer/account/edit" title={t('title')}>
      <div className="flex max-w-2xl flex-col gap-8">
        <div id="details" className="scroll-mt-24">
          <AccountSection id="details-heading" title={t('detailsHeading')}>
            <DetailsForm
              store={code}
              initial={{ values: detailsValues(customer), errors: {} }}
              birthDateChoices={dateOfBirthChoices(store)}
            />
          </AccountSection>
        </div>
        <AccountSection id="email-heading" title={t('emailHeading')}>
          <p className="mb-5 text-sm text-stone-700">{t('emailCurrent', { email: customer.email })}</p>
          <EmailForm store={code} />
        </AccountSection>
        <AccountSection id="password-heading" title={t('passwordHeading')}>
          <p className="mb-5 text-sm text-stone-700">{t('passwordIntro')}</p>
          <PasswordForm store={code} email={customer.email} minLength={PASSWORD_MIN_LENGTH} />
        </AccountSection>
      </div>
    </AccountFrame>
  );
}
