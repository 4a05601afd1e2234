import type { Metadata } from 'next';
import type { StaffEntry } from '@/lib/data/content';
import { notFound } from 'next/navigation';
import { EditForm } from '@/components/staff/EditForm';
import { editEntryAction } from '../actions';
import { requireStaff } from '../../_lib/access';
import { staffApi } from '../../_lib/api';
import {
  entryAddressOf,
  entryApiPath,
  entryHref,
  entryPreview,
  KIND_LABELS,
  STAFF_HOME,
  statusText,
  timeZoneOf,
  when,
} from '../../_lib/content';
import { Done, Facts } from '../parts';

export const metadata: Metadata = { title: 'Edit entry' };
export const dynamic = 'force-dynamic';

type Query = Record<string, string | string[] | undefined>;

/** Issue 5: one entry's draft as JSON, its state and schedule, and Save, Publish, Unpublish, Preview. */
export default async function EditEntryPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const address = entryAddressOf(query);
  if (!address) notFound();
  const staff = await requireStaff(entryHref(address));
  const answer = await staffApi<StaffEntry>(staff.token, 'GET', entryApiPath(address));
  // 404: a new entry (a page not written yet); anything else the service refuses is not an entry.
  if (!answer.ok && answer.status !== 404) notFound();
  const entry = answer.ok ? answer.body : undefined;
  const zone = timeZoneOf(address);
  const name = `${address.key}${address.locale ? ` (${address.locale})` : ''}`;

  return (
    <>
      <p>
        <a href={STAFF_HOME} className="underline underline-offset-4">
          All content
        </a>
      </p>
      <h1 className="mt-4 text-2xl font-semibold">
        {KIND_LABELS[address.kind]}: {name}
      </h1>
      <Done value={query.done} />
      <Facts
        rows={[
          ['State', statusText(entry?.status)],
          ['Published', when(entry?.publishedAt, zone)],
          ['Booked for', entry?.status === 'scheduled' ? when(entry.scheduledAt, zone) : '—'],
          ['Last saved', entry ? `${when(entry.updatedAt, zone)}` : '—'],
        ]}
      />
      <p className="mt-4">
        <a href={entryPreview(address)} className="underline underline-offset-4">
          Preview in the store
        </a>{' '}
        <span className="text-sm text-stone-700">(banners and menus show their drafts there)</span>
      </p>
      <div className="mt-6">
        <EditForm
          action={editEntryAction}
          hidden={{ kind: address.kind, key: address.key, locale: address.locale ?? '' }}
          data={JSON.stringify(entry?.draft ?? {}, null, 2)}
          canPublish={staff.canPublish}
          live={Boolean(entry && (entry.published || entry.status === 'scheduled'))}
          publishAtZone={zone}
        />
      </div>
      {entry?.published ? (
        <details className="mt-8">
          <summary className="cursor-pointer font-semibold">What shoppers see now</summary>
          <pre className="mt-2 overflow-x-auto bg-stone-100 p-3 text-sm">
            {JSON.stringify(entry.published, null, 2)}
          </pre>
        </details>
      ) : null}
    </>
  );
}
