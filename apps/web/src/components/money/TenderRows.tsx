import { useTranslations } from 'next-intl';
import { tendersShown, type TenderView } from '@/lib/money-tenders';

const BRANDS = ['visa', 'mastercard', 'amex'];
const TEST_IDS = { giftCard: 'tender-gift-card', credit: 'tender-credit', card: 'tender-card' } as const;

/** A gift card's or bank card's number as the shopper is shown it: the last four, left to right. */
function Masked({ last4 }: { last4: string | null }) {
  return last4 ? (
    <>
      {' '}
      <bdi dir="ltr" className="whitespace-nowrap">
        •••• {last4}
      </bdi>
    </>
  ) : null;
}

/**
 * What pays the total (issue 29 item 11), under it in every money view: each gift card by the last
 * four of its code and the account balance taken off, then the bank card's share. Rows of the
 * enclosing <dl>; `paid`: an order (the card is named and always shown) rather than a bag.
 */
export function TenderRows({
  tenders,
  paid,
  rowClassName,
}: {
  tenders: TenderView[];
  paid: boolean;
  rowClassName: string;
}) {
  const t = useTranslations('checkout.tenders');
  const tb = useTranslations('checkout.payment.brands');
  return tendersShown(tenders, paid).map((tender, i) => (
    <div
      key={i}
      className={tender.kind === 'card' ? `${rowClassName} font-semibold` : rowClassName}
      data-testid={TEST_IDS[tender.kind]}
      data-amount-minor={tender.amountMinor}
    >
      <dt>
        {tender.kind === 'giftCard' ? (
          <>
            {t('giftCard')}
            <Masked last4={tender.last4} />
          </>
        ) : tender.kind === 'credit' ? (
          t('credit')
        ) : (
          <>
            {paid ? t('cardPaid') : t('cardToPay')}
            {tender.brand ? (
              <>
                {' ('}
                {BRANDS.includes(tender.brand) ? tb(tender.brand) : tender.brand}
                <Masked last4={tender.last4} />
                {')'}
              </>
            ) : null}
          </>
        )}
      </dt>
      <dd>{tender.amount}</dd>
    </div>
  ));
}
