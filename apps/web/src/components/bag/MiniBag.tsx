'use client';

import { useTranslations } from 'next-intl';
import { CountLink } from '@/components/shell/CountLink';
import { bagCount } from '@/lib/bag/browser';
import { onBagChange } from '@/lib/bag/events';

const subscribe = (changed: (count?: number) => void) => onBagChange((change) => changed(change.count));

/**
 * The header's bag link with its count (issue 4 item 2): asked of GET quote only when the shopper
 * has bag markers (§4.2/§9 cookies; a shopper without a bag costs no request), and again when the
 * bag changes on this page.
 */
export function MiniBag({ href, store, className }: { href: string; store: string; className: string }) {
  const t = useTranslations('bag.mini');
  return (
    <CountLink
      href={href}
      className={className}
      icon="bag"
      label={(n) => (n > 0 ? t('labelWithCount', { count: n }) : t('label'))}
      testId="mini-bag"
      countTestId="mini-bag-count"
      store={store}
      load={bagCount}
      subscribe={subscribe}
    />
  );
}
