import { env } from '@/lib/data/runtime';
import { inboxMessage } from '@/lib/data/mail';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { devToolsEnabled, parseMessageId } from '@/lib/dev-tools';
import { formatTime, STATUS_STYLE } from '../format';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Mail message' };

/** Links in the preview open in the whole tab, as they would from a mail client, instead of
 * loading the store inside the frame. */
const withTopTarget = (html: string) =>
  /<head[^>]*>/i.test(html)
    ? html.replace(/<head[^>]*>/i, (head) => `${head}<base target="_top">`)
    : `<base target="_top">${html}`;

const isLink = (value: string) => /^https?:\/\//.test(value);

/** One email as the shopper would get it: headers, the HTML part and the text part. */
export default async function InboxMessagePage({ params }: { params: Promise<{ id: string }> }) {
  if (!devToolsEnabled()) notFound();
  const id = parseMessageId((await params).id);
  const message = id === null ? null : await inboxMessage(id);
  if (!message) notFound();

  const links = Object.entries(message.meta).filter(([, v]) => isLink(v));
  const values = Object.entries(message.meta).filter(([, v]) => !isLink(v));
  const details: [string, string][] = [
    ['From', env().MAIL_FROM],
    ['To', message.to],
    ['Template', `${message.template} (${message.locale})`],
    ['Queued', formatTime(message.createdAt)],
    ['Sent', message.sentAt ? `${formatTime(message.sentAt)} via ${message.transport ?? '?'}` : 'not yet'],
    ['Attempts', String(message.attempts)],
    ...(message.lastError ? ([['Last error', message.lastError]] as [string, string][]) : []),
  ];

  return (
    <article aria-labelledby="message-subject">
      <a
        href={`/dev/inbox?to=${encodeURIComponent(message.to)}`}
        className="text-sm underline underline-offset-2"
      >
        Back to the inbox
      </a>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <h1 id="message-subject" className="font-display text-3xl" dir="auto">
          {message.subject}
        </h1>
        <span className={`px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[message.status]}`}>
          {message.status}
        </span>
      </div>

      <dl className="mt-6 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
        {details.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd className="break-all text-neutral-700">{value}</dd>
          </div>
        ))}
      </dl>

      {links.length > 0 || values.length > 0 ? (
        <section aria-labelledby="message-data" className="mt-10">
          <h2 id="message-data" className="text-[11px] font-semibold uppercase tracking-[0.2em]">
            Data
          </h2>
          <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
            {values.map(([key, value]) => (
              <div key={key} className="contents">
                <dt className="font-semibold">{key}</dt>
                <dd className="break-all text-neutral-700" data-testid={`mail-data-${key}`} dir="auto">
                  {value}
                </dd>
              </div>
            ))}
            {links.map(([key, value]) => (
              <div key={key} className="contents">
                <dt className="font-semibold">{key}</dt>
                <dd className="break-all">
                  <a href={value} className="underline underline-offset-2" data-testid={`mail-link-${key}`}>
                    {value}
                  </a>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      <section aria-labelledby="message-html" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="message-html" className="text-[11px] font-semibold uppercase tracking-[0.2em]">
            HTML part
          </h2>
          <a href={`/dev/inbox/${message.id}/html`} className="text-sm underline underline-offset-2">
            Open the HTML part on its own
          </a>
        </div>
        {/* No scripts, no same-origin access: only a click on a link may leave the frame. */}
        <iframe
          title={`HTML part: ${message.subject}`}
          srcDoc={withTopTarget(message.html)}
          sandbox="allow-top-navigation-by-user-activation allow-popups allow-popups-to-escape-sandbox"
          className="mt-3 h-[640px] w-full border border-black/10 bg-white"
        />
      </section>

      <section aria-labelledby="message-text" className="mt-10">
        <h2 id="message-text" className="text-[11px] font-semibold uppercase tracking-[0.2em]">
          Text part
        </h2>
        <pre
          className="mt-3 overflow-x-auto whitespace-pre-wrap break-words border border-black/10 bg-white p-4 font-mono text-sm leading-relaxed"
          dir="auto"
          data-testid="mail-text"
        >
          {message.text}
        </pre>
      </section>
    </article>
  );
}
