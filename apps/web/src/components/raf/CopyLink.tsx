'use client';

import { useState } from 'react';

/**
 * The share link in a read-only field (select and copy by hand without JavaScript) and a button
 * that copies it. The confirmation is announced to screen readers.
 */
export function CopyLink({
  url,
  label,
  copy,
  copied,
}: {
  url: string;
  label: string;
  copy: string;
  copied: string;
}) {
  const [done, setDone] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="raf-link" className="text-sm font-semibold text-stone-800">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id="raf-link"
          readOnly
          value={url}
          dir="ltr"
          onFocus={(e) => e.currentTarget.select()}
          className="h-12 min-w-0 flex-1 border border-stone-400 bg-white px-3 text-base text-stone-900"
          data-testid="raf-link"
        />
        <button
          type="button"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(url);
            } catch {
              // No clipboard permission: the field is selected for a manual copy instead.
              (document.getElementById('raf-link') as HTMLInputElement | null)?.select();
            }
            setDone(true);
          }}
          className="h-12 bg-stone-900 px-6 text-sm font-semibold tracking-wide text-white uppercase hover:bg-stone-700"
          data-testid="raf-copy"
        >
          {copy}
        </button>
      </div>
      <p role="status" className="min-h-5 text-sm text-emerald-800">
        {done ? copied : ''}
      </p>
    </div>
  );
}
