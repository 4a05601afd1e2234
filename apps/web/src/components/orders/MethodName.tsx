import { useTranslations } from 'next-intl';

type Known = 'standard' | 'next_day' | 'express';

/** A delivery method in the shop's language; a method added later without wording shows its code. */
export function MethodName({ code }: { code: string }) {
  const t = useTranslations('orders.method');
  return <>{t.has(code as Known) ? t(code as Known) : code}</>;
}
