import { env } from '@/lib/data/runtime';
import { inboxMessages } from '@/lib/data/mail';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { devToolsEnabled } from '@/lib/dev-tools';
import { toSearchParams } from '@/lib/listing-params';
import { formatTime, STATUS_STYLE } from './format';

// Always the outbox as it is now: never cached.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Mail inbox' };

const LIMIT = 200;

/** The development inbox: every email the store queued, newest first, filterable by recipient. */
export default async function InboxPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  if (!devToolsEnabled()) notFound();
  const to =
    toSearchParams(await searchParams)
      .get('to')
      ?.trim() || undefined;
  const messages = await inboxMessages({ to, limit: LIMIT });
  const config = env();
  const delivery = config.SMTP_URL
    ? 'Delivered by SMTP (SMTP_URL); this page shows what was sent.'
    : 'No SMTP server configured: emails are delivered here and go nowhere else.';

  return (
    <>
      <h1 className="font-display text-3xl md:text-4xl">Mail inbox</h1>
      <p className="mt-3 max-w-2xl text-sm text-neutral-600">
        Every email the store has queued, newest first. {delivery}
        {config.WORKER ? '' : ' This process runs no job worker (WORKER=off): a worker elsewhere delivers mail.'}
      </p>

      <form method="get" role="search" aria-label="Messages" className="mt-8 flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="inbox-to" className="text-[11px] font-semibold uppercase tracking-[0.2em]">
            Recipient
          </label>
          <input
            id="inbox-to"
            name="to"
            type="email"
            defaultValue={to ?? ''}
            placeholder="shopper@example.com"
            className="w-72 border border-black/20 bg-white px-3 py-2 text-sm"
          />
        </div>
        <button
          type="submit"
          className="bg-[var(--ink)] px-5 py-2.5 text-xs font-semibold uppercase tracking-[0.18em] text-white"
        >
          Filter
        </button>
        {to ? (
          <a href="/dev/inbox" className="py-2 text-sm underline">
            Show every recipient
          </a>
        ) : null}
      </form>

      <h2 className="mt-10 text-[11px] font-semibold uppercase tracking-[0.2em]" id="inbox-heading">
        {to ? `Messages to ${to}` : 'All messages'} ({messages.length}
        {messages.length === LIMIT ? '+' : ''})
      </h2>
      {messages.length === 0 ? (
        <p className="mt-4 text-sm text-neutral-600">No messages yet.</p>
      ) : (
        <div className="mt-4 overflow-x-auto border border-black/10 bg-white">
          <table className="w-full text-left text-sm" aria-labelledby="inbox-heading">
            <thead className="bg-[var(--stone)] text-[11px] uppercase tracking-[0.14em]">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Subject
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  To
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Template
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Queued
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Status
                </th>
              </tr>
            </thead>
            <tbody>
              {messages.map((m) => (
                <tr key={m.id} className="border-t border-black/10" data-testid="inbox-message">
                  <td className="px-4 py-3">
                    <a
                      href={`/dev/inbox/${m.id}`}
                      className="font-medium underline-offset-2 hover:underline"
                      dir="auto"
                    >
                      {m.subject}
                    </a>
                  </td>
                  <td className="px-4 py-3 break-all">{m.to}</td>
                  <td className="px-4 py-3 whitespace-nowrap text-neutral-700">
                    {m.template} <span className="text-neutral-500">({m.locale})</span>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-neutral-700">
                    <time dateTime={m.createdAt.toISOString()}>{formatTime(m.createdAt)}</time>
                  </td>
                  <td className="px-4 py-3">
                    <span
                      className={`inline-block px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[m.status]}`}
                    >
                      {m.status}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
