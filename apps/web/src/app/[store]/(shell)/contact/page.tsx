import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_TOPICS,
  ORDER_NUMBER_MAX_LENGTH,
} from '@/lib/data/contact';
import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { AuthFrame } from '@/components/account/AuthFrame';
import { ContactForm } from '@/components/contact/ContactForm';
import { contentAlternates } from '@/components/content/content-route';
import { storeFromParams } from '@/lib/store';

type Params = { params: Promise<{ store: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'contact' });
  return {
    title: t('title'),
    description: t('intro'),
    alternates: contentAlternates(store, '/contact', undefined),
  };
}

/**
 * §7.6 contact. The page itself reads no cookie or header, so it is cached like the rest of the
 * shell; only the form's action runs per request. The contact wording travels to the browser on
 * this page only.
 */
export default async function ContactPage({ params }: Params) {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'contact' });
  const messages = (await getMessages()) as Record<string, unknown>;
  return (
    <AuthFrame title={t('title')} intro={t('intro')}>
      <NextIntlClientProvider messages={Object.fromEntries([['contact', messages.contact]])}>
        <ContactForm
          store={store.localeISOCode}
          topics={CONTACT_TOPICS}
          limits={{
            name: CONTACT_NAME_MAX_LENGTH,
            orderNumber: ORDER_NUMBER_MAX_LENGTH,
            message: CONTACT_MESSAGE_MAX_LENGTH,
          }}
        />
      </NextIntlClientProvider>
    </AuthFrame>
  );
}
