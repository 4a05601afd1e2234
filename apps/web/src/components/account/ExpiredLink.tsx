import { FormMessage } from './FormMessage';

/** What an emailed link's page shows once the link is spent or too old: why, and how to get a new one. */
export function ExpiredLink({
  message,
  askAgain,
  href,
}: {
  message: string;
  askAgain: string;
  href: string;
}) {
  return (
    <div className="flex flex-col gap-6">
      <FormMessage message={message} />
      <a
        href={href}
        className="inline-flex h-12 items-center justify-center bg-stone-900 px-6 text-sm font-semibold tracking-wide text-white uppercase"
      >
        {askAgain}
      </a>
    </div>
  );
}
