import { confirmNewsletter } from '@/lib/data/customer';
import { ApiError } from '@/lib/data/errors';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthFrame } from '@/components/account/AuthFrame';
import { FormMessage } from '@/components/account/FormMessage';
import { homeOf, storeFromParams } from '@/lib/store';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ store: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'accountArea.newsletter' });
  return { title: t('confirmTitle'), robots: { index: false } };
}

/**
 * The double opt-in link of the newsletter email. Confirming on GET is safe: a mail scanner that
 * follows the link can only confirm what the mailbox's owner asked for.
 */
export default async function ConfirmNewsletter({ params, searchParams }: Props) {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'accountArea.newsletter' });
  const token = (await searchParams).token;
  let confirmed = false;
  if (typeof token === 'string' && token.length <= 1000) {
    try {
      await confirmNewsletter(token);
      confirmed = true;
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
    }
  }
  return (
    <AuthFrame title={t('confirmTitle')}>
      <div className="flex flex-col gap-6">
        <FormMessage ok={confirmed} message={confirmed ? t('confirmed') : t('invalid')} />
        <a href={homeOf(store)} className="self-start text-sm font-semibold underline underline-offset-4">
          {t('continue')}
        </a>
      </div>
    </AuthFrame>
  );
}
