import type { Metadata } from 'next';
import { storeOfRegion, type StaffBanner } from '@/lib/data/content';
import { notFound } from 'next/navigation';
import { EditForm } from '@/components/staff/EditForm';
import { editBannerAction } from '../actions';
import { requireStaff } from '../../_lib/access';
import { staffApi } from '../../_lib/api';
import {
  bannerAddressOf,
  bannerApiPath,
  bannerHref,
  bannerPreview,
  scheduleFields,
  STAFF_HOME,
  statusText,
  when,
} from '../../_lib/content';
import { Done, Facts } from '../parts';

export const metadata: Metadata = { title: 'Edit banner' };
export const dynamic = 'force-dynamic';

type Query = Record<string, string | string[] | undefined>;

/** What a new banner starts from: the §3.5 fields, always shown until a Schedule is added. */
const NEW_BANNER = {
  Title: '',
  Text: '',
  Link: '/',
  Media: {
    Desktop: [{ Url: '/media/site/hero-1600.webp' }],
    Mobile: [{ Url: '/media/site/hero-mobile-800.webp' }],
  },
};

/** Issue 5: one banner's draft (with its Schedule) as JSON, and Save, Publish, Unpublish, Preview. */
export default async function EditBannerPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const address = bannerAddressOf(query);
  if (!address) notFound();
  const staff = await requireStaff(bannerHref(address));
  const answer = await staffApi<StaffBanner>(staff.token, 'GET', bannerApiPath(address));
  if (!answer.ok && answer.status !== 404) notFound();
  const banner = answer.ok ? answer.body : undefined;
  const zone = storeOfRegion(address.region)?.timezone ?? 'UTC';
  const draft: Record<string, unknown> = banner?.draft ?? NEW_BANNER;
  // One window on every device (or none): dates as fields; any other Schedule stays in the JSON.
  const fields = scheduleFields(draft, zone);
  const { Schedule: _schedule, ...withoutSchedule } = draft;

  return (
    <>
      <p>
        <a href={`${STAFF_HOME}?region=${address.region}`} className="underline underline-offset-4">
          All content
        </a>
      </p>
      <h1 className="mt-4 text-2xl font-semibold">
        Banner {address.bannerId} ({address.region}_{address.type})
      </h1>
      <Done value={query.done} />
      <Facts
        rows={[
          ['State', statusText(banner?.status)],
          ['Published', when(banner?.publishedAt, zone)],
          ['Last saved', banner ? when(banner.updatedAt, zone) : '—'],
          ['Region time zone', zone],
        ]}
      />
      <p className="mt-4">
        <a href={bannerPreview(address)} className="underline underline-offset-4">
          Preview in the store
        </a>{' '}
        <span className="text-sm text-stone-700">
          (the draft, as a shopper of {address.region} sees it now)
        </span>
      </p>
      <p className="mt-4 text-sm text-stone-700">
        {fields ? 'A schedule per device can be written in the JSON instead:' : 'Schedule:'}{' '}
        <code>
          {
            '{ "desktop": [{ "StartDate": "2026-11-27T00:00", "EndDate": "2026-12-01T00:00" }], "mobile": [...], "app": [null] }'
          }
        </code>
        ; dates without an offset are {zone} time; no Schedule means always shown.
      </p>
      <div className="mt-6">
        <EditForm
          action={editBannerAction}
          hidden={{ region: address.region, type: address.type, id: address.bannerId }}
          data={JSON.stringify(fields ? withoutSchedule : draft, null, 2)}
          {...(fields ? { schedule: { zone, ...fields } } : {})}
          canPublish={staff.canPublish}
          live={Boolean(banner?.published)}
        />
      </div>
      {banner?.published ? (
        <details className="mt-8">
          <summary className="cursor-pointer font-semibold">What shoppers see now</summary>
          <pre className="mt-2 overflow-x-auto bg-stone-100 p-3 text-sm">
            {JSON.stringify(banner.published, null, 2)}
          </pre>
        </details>
      ) : null}
    </>
  );
}
