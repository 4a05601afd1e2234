import { useTranslations } from 'next-intl';

/** The lines of a return (issue 34 item 6): name, size and how many, on the order page and the label. */
export function ReturnLines({
  lines,
  className,
}: {
  lines: { sku: string; name: string; size: string; quantity: number }[];
  className: string;
}) {
  const t = useTranslations('orders.common');
  return (
    <ul className={className}>
      {lines.map((line) => (
        <li key={line.sku}>
          <bdi>{line.name}</bdi> · {t('size')} {line.size} · {t('quantity')} {line.quantity}
        </li>
      ))}
    </ul>
  );
}
