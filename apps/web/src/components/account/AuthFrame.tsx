import type { ReactNode } from 'react';

/** The narrow, centred frame of the sign-in pages: a heading, a line of intro, the form. */
export function AuthFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-5 py-10 sm:py-16">
      <h1 className="font-display text-3xl text-stone-900 sm:text-4xl">{title}</h1>
      {intro ? <p className="mt-3 text-base leading-relaxed text-stone-700">{intro}</p> : null}
      <div className="mt-8">{children}</div>
    </div>
  );
}
