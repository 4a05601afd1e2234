import type { Metadata } from 'next';
import { BANNER_TYPES, CONTENT_KINDS, type StaffBanner, type StaffEntry } from '@/lib/data/content';
import { requireStaff } from '../_lib/access';
import { staffApi } from '../_lib/api';
import {
  bannerHref,
  entryHref,
  KIND_LABELS,
  REGION_LIST,
  STAFF_HOME,
  statusText,
  STORES,
  UNLOCALISED,
  when,
} from '../_lib/content';

export const metadata: Metadata = { title: 'Content' };
export const dynamic = 'force-dynamic';

type Query = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

const field =
  'h-11 border border-stone-400 bg-white px-3 focus-visible:outline-2 focus-visible:outline-stone-900';
const button =
  'h-11 bg-stone-900 px-5 text-sm font-semibold text-white hover:bg-stone-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900';
const cell = 'border-b border-stone-200 px-3 py-2 text-start align-top';

/** Issue 5: every entry by type and store with its state, every banner of a region, and new ones. */
export default async function StaffContentPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const kind = CONTENT_KINDS.find((k) => k === one(query.kind));
  const locale = STORES.find((s) => s.code === one(query.locale))?.code;
  const region = REGION_LIST.find((r) => r === one(query.region).toUpperCase()) ?? 'UK';
  const filters = new URLSearchParams({
    ...(kind ? { kind } : {}),
    ...(locale ? { locale } : {}),
    ...(region === 'UK' ? {} : { region }),
  }).toString();
  const self = filters ? `${STAFF_HOME}?${filters}` : STAFF_HOME;
  const staff = await requireStaff(self);

  const filter = new URLSearchParams({ ...(kind ? { kind } : {}), ...(locale ? { locale } : {}) });
  const [entries, banners] = await Promise.all([
    staffApi<{ entries: StaffEntry[] }>(staff.token, 'GET', `/content/entries?${filter}`),
    staffApi<{ banners: StaffBanner[] }>(staff.token, 'GET', `/content/banners/${region}`),
  ]);

  return (
    <>
      <h1 className="text-2xl font-semibold">Content</h1>
      <p className="mt-2 text-stone-700">
        Signed in as {staff.email}, {staff.role}
        {staff.canPublish ? ' (you can publish)' : ' (you can save drafts; a publisher makes them live)'}.
      </p>

      <section aria-labelledby="entries" className="mt-8">
        <h2 id="entries" className="text-xl font-semibold">
          Entries
        </h2>
        <form method="get" action={STAFF_HOME} className="mt-4 flex flex-wrap items-end gap-4">
          <input type="hidden" name="region" value={region} />
          <div className="flex flex-col gap-1">
            <label htmlFor="filter-kind">Type</label>
            <select id="filter-kind" name="kind" defaultValue={kind ?? ''} className={field}>
              <option value="">All types</option>
              {CONTENT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {KIND_LABELS[k]}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="filter-locale">Store</label>
            <select id="filter-locale" name="locale" defaultValue={locale ?? ''} className={field}>
              <option value="">All stores</option>
              {STORES.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={button}>
            Show
          </button>
        </form>

        {entries.ok ? (
          // On a phone the table scrolls inside its box, not the whole screen sideways.
          <div className="mt-4 overflow-x-auto">
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">Entries with their state</caption>
              <ColumnHeads names={['Entry', 'Type', 'Store', 'State', 'Published', 'Booked for']} />
              <tbody>
                {entries.body.entries.map((e) => {
                  const address = {
                    kind: e.kind,
                    key: e.key,
                    locale: UNLOCALISED.includes(e.kind) ? undefined : (e.locale as never),
                  };
                  return (
                    <tr key={e.id}>
                      <th scope="row" className={cell}>
                        <a href={entryHref(address)} className="underline underline-offset-4">
                          {e.key}
                          {address.locale ? ` (${address.locale})` : ''}
                        </a>
                      </th>
                      <td className={cell}>{KIND_LABELS[e.kind]}</td>
                      <td className={cell}>{address.locale ?? 'every store'}</td>
                      <td className={cell} data-state={e.status}>
                        {statusText(e.status)}
                      </td>
                      <td className={cell}>{when(e.publishedAt)}</td>
                      <td className={cell}>{e.status === 'scheduled' ? when(e.scheduledAt) : '—'}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ) : (
          <p role="alert" className="mt-4">
            {entries.message}
          </p>
        )}

        <h3 className="mt-8 text-lg font-semibold">New page</h3>
        <form method="get" action={`${STAFF_HOME}/entry`} className="mt-2 flex flex-wrap items-end gap-4">
          <div className="flex flex-col gap-1">
            <label htmlFor="new-kind">Type</label>
            <select id="new-kind" name="kind" className={field}>
              <option value="page">{KIND_LABELS.page}</option>
              <option value="faq">{KIND_LABELS.faq}</option>
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="new-key">Slug</label>
            <input
              id="new-key"
              name="key"
              required
              pattern="[a-z0-9][a-z0-9\-]*"
              maxLength={120}
              className={field}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="new-locale">Store</label>
            <select id="new-locale" name="locale" defaultValue="en-GB" className={field}>
              {STORES.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={button}>
            Open
          </button>
        </form>
      </section>

      <section aria-labelledby="banners" className="mt-12">
        <h2 id="banners" className="text-xl font-semibold">
          Banners
        </h2>
        <form method="get" action={STAFF_HOME} className="mt-4 flex flex-wrap items-end gap-4">
          {kind ? <input type="hidden" name="kind" value={kind} /> : null}
          {locale ? <input type="hidden" name="locale" value={locale} /> : null}
          <div className="flex flex-col gap-1">
            <label htmlFor="banner-region">Region</label>
            <select id="banner-region" name="region" defaultValue={region} className={field}>
              {REGION_LIST.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={button}>
            Show
          </button>
        </form>
        {banners.ok ? (
          // On a phone the table scrolls inside its box, not the whole screen sideways.
          <div className="mt-4 overflow-x-auto">
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">Banners of {region} with their state</caption>
              <ColumnHeads names={['Banner', 'File', 'Title', 'State', 'Schedule']} />
              <tbody>
                {banners.body.banners.map((b) => (
                  <tr key={b.id}>
                    <th scope="row" className={cell}>
                      <a
                        href={bannerHref({ region: b.region, type: b.type, bannerId: b.bannerId })}
                        className="underline underline-offset-4"
                      >
                        {b.bannerId}
                      </a>
                    </th>
                    <td className={cell}>
                      {b.region}_{b.type}
                    </td>
                    <td className={cell}>{String(b.draft.Title ?? '')}</td>
                    <td className={cell} data-state={b.status}>
                      {statusText(b.status)}
                    </td>
                    <td className={cell}>
                      {b.draft.Schedule ? 'Scheduled (see the banner)' : 'Always shown'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p role="alert" className="mt-4">
            {banners.message}
          </p>
        )}

        <h3 className="mt-8 text-lg font-semibold">New banner in {region}</h3>
        <form method="get" action={`${STAFF_HOME}/banner`} className="mt-2 flex flex-wrap items-end gap-4">
          <input type="hidden" name="region" value={region} />
          <div className="flex flex-col gap-1">
            <label htmlFor="new-banner-type">File</label>
            <select id="new-banner-type" name="type" className={field}>
              {BANNER_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="new-banner-id">Banner id</label>
            <input
              id="new-banner-id"
              name="id"
              required
              pattern="[a-z0-9]+(-[a-z0-9]+)*"
              maxLength={120}
              aria-describedby="new-banner-id-help"
              className={field}
            />
            <span id="new-banner-id-help" className="text-sm text-stone-700">
              Lower case words joined by dashes, e.g. winter-sale
            </span>
          </div>
          <button type="submit" className={button}>
            Open
          </button>
        </form>
      </section>
    </>
  );
}

/** A table's column headings. */
function ColumnHeads({ names }: { names: string[] }) {
  return (
    <thead>
      <tr>
        {names.map((name) => (
          <th key={name} scope="col" className={cell}>
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
