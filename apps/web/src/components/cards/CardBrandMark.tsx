import type { CardBrand } from '@/lib/data/payment';

/**
 * A small drawn mark per brand (no image files, no third-party assets): a card-shaped tile in the
 * brand's colours. Decorative: the brand's name is always written beside it.
 */
export function CardBrandMark({ brand, className = '' }: { brand: CardBrand; className?: string }) {
  const common = {
    viewBox: '0 0 48 32',
    'aria-hidden': true,
    focusable: false,
    className: `h-8 w-12 shrink-0 ${className}`,
  } as const;
  if (brand === 'visa')
    return (
      <svg {...common}>
        <rect width="48" height="32" rx="4" fill="#1a1f71" />
        <text
          x="24"
          y="21"
          textAnchor="middle"
          fill="#fff"
          fontFamily="Arial, Helvetica, sans-serif"
          fontSize="13"
          fontStyle="italic"
          fontWeight="800"
          letterSpacing="0.5"
        >
          VISA
        </text>
        <rect x="8" y="25" width="32" height="2" fill="#f7b600" />
      </svg>
    );
  if (brand === 'mastercard')
    return (
      <svg {...common}>
        <rect width="48" height="32" rx="4" fill="#231f20" />
        <circle cx="19" cy="16" r="9" fill="#eb001b" />
        <circle cx="29" cy="16" r="9" fill="#f79e1b" />
        <path d="M24 8.5a9 9 0 0 1 0 15 9 9 0 0 1 0-15z" fill="#ff5f00" />
      </svg>
    );
  return (
    <svg {...common}>
      <rect width="48" height="32" rx="4" fill="#006fcf" />
      <rect x="4" y="9" width="40" height="14" fill="none" stroke="#fff" strokeWidth="1.2" />
      <text
        x="24"
        y="20"
        textAnchor="middle"
        fill="#fff"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="9"
        fontWeight="800"
        letterSpacing="0.6"
      >
        AMEX
      </text>
    </svg>
  );
}
