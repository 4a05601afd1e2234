import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthFrame } from '@/components/account/AuthFrame';
import { UnsubscribeForm } from '@/components/account/UnsubscribeForm';
import { homeOf, storeFromParams } from '@/lib/store';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ store: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'accountArea.newsletter' });
  return { title: t('unsubscribeTitle'), robots: { index: false } };
}

/**
 * The unsubscribe link of every marketing email. It only shows a button: link scanners in mail
 * systems open every link, and opening one must not unsubscribe anybody.
 */
export default async function Unsubscribe({ params, searchParams }: Props) {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'accountArea.newsletter' });
  const token = (await searchParams).token;
  return (
    <AuthFrame
      title={t('unsubscribeTitle')}
      intro={typeof token === 'string' ? t('unsubscribeIntro') : undefined}
    >
      <div className="flex flex-col gap-6">
        {typeof token === 'string' && token ? (
          <UnsubscribeForm
            store={store.localeISOCode}
            token={token}
            label={t('unsubscribeButton')}
            pendingLabel={t('unsubscribing')}
          />
        ) : (
          <p role="alert" className="text-base text-stone-800">
            {t('invalid')}
          </p>
        )}
        <a href={homeOf(store)} className="self-start text-sm font-semibold underline underline-offset-4">
          {t('continue')}
        </a>
      </div>
    </AuthFrame>
  );
}
