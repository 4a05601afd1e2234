'use server';

import { previewInstant } from '@/lib/data/content';
import { redirect } from 'next/navigation';
import { requireStaff } from '../_lib/access';
import { staffApi, type FieldProblem } from '../_lib/api';
import {
  bannerAddressOf,
  bannerApiPath,
  bannerHref,
  entryAddressOf,
  entryApiPath,
  entryHref,
  timeZoneOf,
  uniformSchedule,
} from '../_lib/content';
import { formAction } from '@/lib/form-action';

/** What an edit form shows again after a refused write: the message, the fields, the text as typed. */
export interface EditState {
  message?: string;
  fields?: FieldProblem[];
  values: { data?: string; at?: string; start?: string; end?: string };
}

type Intent = 'save' | 'publish' | 'unpublish';

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
const intentOf = (form: FormData): Intent => {
  const value = text(form, 'intent');
  return value === 'publish' || value === 'unpublish' ? value : 'save';
};

/** The textarea as a JSON object, or the reason it is not one. */
function parseData(raw: string): { data: Record<string, unknown> } | { problem: string } {
  try {
    const data: unknown = JSON.parse(raw);
    if (data && typeof data === 'object' && !Array.isArray(data))
      return { data: data as Record<string, unknown> };
    return { problem: 'The data must be a JSON object: { … }.' };
  } catch (err) {
    return { problem: `The data is not valid JSON: ${err instanceof Error ? err.message : String(err)}.` };
  }
}

const refused = (
  values: EditState['values'],
  answer: { message: string; fields: FieldProblem[]; status: number },
): EditState => ({
  values,
  message: answer.status === 403 ? `${answer.message} Publishing needs the publisher role.` : answer.message,
  fields: answer.fields,
});

/**
 * Save draft, Publish (the text is saved first, then published, at once or at a time in the
 * store's zone) and Unpublish of one entry, through the editing API with the staff member's token.
 */
export const editEntryAction = formAction(async function editEntryAction(
  _prev: EditState,
  form: FormData,
): Promise<EditState> {
  const address = entryAddressOf({
    kind: text(form, 'kind'),
    key: text(form, 'key'),
    locale: text(form, 'locale'),
  });
  if (!address) return { values: {}, message: 'This entry address is not valid.' };
  const staff = await requireStaff(entryHref(address));
  const intent = intentOf(form);
  const values = { data: text(form, 'data'), at: text(form, 'at') };

  if (intent !== 'unpublish') {
    const parsed = parseData(values.data);
    if ('problem' in parsed) return { values, message: parsed.problem, fields: [] };
    const saved = await staffApi(staff.token, 'PUT', entryApiPath(address), { data: parsed.data });
    if (!saved.ok) return refused(values, saved);
  }
  if (intent === 'save') redirect(`${entryHref(address)}&done=saved`);

  let body: { at: string } | undefined;
  if (intent === 'publish' && values.at.trim()) {
    const at = previewInstant(values.at, timeZoneOf(address));
    if (!at) return { values, message: 'The publication time is not a date and time.', fields: [] };
    body = { at: at.toISOString() };
  }
  const answer = await staffApi(staff.token, 'POST', entryApiPath(address, `/${intent}`), body);
  if (!answer.ok) return refused(values, answer);
  redirect(`${entryHref(address)}&done=${body ? 'booked' : `${intent}ed`}`);
});

/** The same for a banner: the draft holds Title, Text, Link, Media and Schedule. */
export const editBannerAction = formAction(async function editBannerAction(
  _prev: EditState,
  form: FormData,
): Promise<EditState> {
  const address = bannerAddressOf({
    region: text(form, 'region'),
    type: text(form, 'type'),
    id: text(form, 'id'),
  });
  if (!address) return { values: {}, message: 'This banner address is not valid.' };
  const staff = await requireStaff(bannerHref(address));
  const intent = intentOf(form);
  const values = { data: text(form, 'data'), start: text(form, 'start'), end: text(form, 'end') };

  if (intent !== 'unpublish') {
    const parsed = parseData(values.data);
    if ('problem' in parsed) return { values, message: parsed.problem, fields: [] };
    // The From/Until fields stand for the Schedule unless the JSON spells one out itself.
    if (text(form, 'scheduleFields') && !('Schedule' in parsed.data)) {
      parsed.data.Schedule = uniformSchedule(values.start, values.end);
    }
    const saved = await staffApi(staff.token, 'PUT', bannerApiPath(address), { data: parsed.data });
    if (!saved.ok) return refused(values, saved);
  }
  if (intent === 'save') redirect(`${bannerHref(address)}&done=saved`);
  const answer = await staffApi(staff.token, 'POST', bannerApiPath(address, `/${intent}`));
  if (!answer.ok) return refused(values, answer);
  redirect(`${bannerHref(address)}&done=${intent}ed`);
});
