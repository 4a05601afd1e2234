import type { LocaleConfig } from '@vitrine/config';
import type { ReactNode } from 'react';
import { AccountNav } from './AccountNav';

/** The signed-in pages' frame: the page heading, the account menu beside (or above) the content. */
export function AccountFrame({
  store,
  current,
  title,
  intro,
  children,
}: {
  store: LocaleConfig;
  current: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-6xl px-5 py-10 sm:py-14">
      <h1 className="font-display text-3xl text-stone-900 sm:text-4xl">{title}</h1>
      {intro ? <p className="mt-3 max-w-2xl text-base leading-relaxed text-stone-700">{intro}</p> : null}
      <div className="mt-8 grid gap-8 md:grid-cols-[13rem_1fr] md:gap-10">
        <AccountNav store={store} current={current} />
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}

/** A titled block of an account page (a form, a summary card). */
export function AccountSection({
  title,
  id,
  children,
  tone = 'plain',
}: {
  title: string;
  id: string;
  children: ReactNode;
  tone?: 'plain' | 'danger';
}) {
  return (
    <section
      aria-labelledby={id}
      className={`border p-5 sm:p-6 ${tone === 'danger' ? 'border-red-300 bg-red-50/40' : 'border-stone-300 bg-white'}`}
    >
      <h2 id={id} className="font-display text-xl text-stone-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
