import { useTranslations } from 'next-intl';
import type { OrderStatus } from '@/lib/orders/view';

// One tone per state, each dark text on a pale ground (WCAG AA), so the badge reads without colour too.
const TONES: Record<OrderStatus, string> = {
  placed: 'border-stone-400 bg-stone-100 text-stone-900',
  processing: 'border-amber-300 bg-amber-50 text-amber-900',
  dispatched: 'border-sky-300 bg-sky-50 text-sky-900',
  delivered: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  cancelled: 'border-red-300 bg-red-50 text-red-900',
  returned: 'border-violet-300 bg-violet-50 text-violet-900',
};

/** An order's state in words, as the history, the detail and the tracking pages show it. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useTranslations('orders.status');
  return (
    <span
      data-status={status}
      className={`inline-flex items-center border px-2.5 py-1 text-xs font-semibold tracking-wide whitespace-nowrap uppercase ${TONES[status]}`}
    >
      {t(status)}
    </span>
  );
}
