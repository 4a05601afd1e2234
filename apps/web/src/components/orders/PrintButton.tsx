'use client';

/** Opens the browser's print dialog (the page's print styles keep only the receipt). */
export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="inline-flex h-11 items-center border border-stone-900 px-5 text-xs font-semibold tracking-wide uppercase hover:bg-stone-900 hover:text-white print:hidden"
      data-testid="print-receipt"
    >
      {label}
    </button>
  );
}
