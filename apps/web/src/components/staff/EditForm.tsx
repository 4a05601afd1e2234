'use client';

import { useActionState, useId } from 'react';
import { useFormStatus } from 'react-dom';
import type { EditState } from '@/app/staff/content/actions';

export interface EditFormProps {
  action: (state: EditState, form: FormData) => Promise<EditState>;
  /** The address of the entry or banner, sent back with every action. */
  hidden: Record<string, string>;
  data: string;
  canPublish: boolean;
  /** Offer Unpublish: something of it is live or booked. */
  live: boolean;
  /** Entries can be published at a later time, read in this zone (banners have their Schedule). */
  publishAtZone?: string;
  /** A banner shown in one window on every device: its dates as fields (wall clock in `zone`). */
  schedule?: { zone: string; start: string; end: string };
}

function IntentButton({
  intent,
  children,
  tone,
}: {
  intent: string;
  children: string;
  tone: 'primary' | 'secondary' | 'danger';
}) {
  const { pending } = useFormStatus();
  const colours = {
    primary: 'bg-stone-900 text-white hover:bg-stone-700',
    secondary: 'border border-stone-900 bg-white text-stone-900 hover:bg-stone-100',
    danger: 'border border-red-800 bg-white text-red-800 hover:bg-red-50',
  }[tone];
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={pending}
      className={`h-11 px-5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900 disabled:opacity-60 ${colours}`}
    >
      {children}
    </button>
  );
}

/**
 * One entry's or banner's draft as JSON, with Save draft, Publish and Unpublish. Works without
 * JavaScript (a server action); a refused write comes back with the service's message and fields
 * beside the form and the text as typed.
 */
export function EditForm({ action, hidden, data, canPublish, live, publishAtZone, schedule }: EditFormProps) {
  const [state, formAction] = useActionState(action, { values: {} });
  const id = useId();
  const problemId = `${id}-problem`;
  const hasProblem = Boolean(state.message);
  return (
    <form action={formAction} className="flex flex-col gap-4">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {hasProblem ? (
        <div id={problemId} role="alert" className="border-s-4 border-red-800 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{state.message}</p>
          {state.fields && state.fields.length > 0 ? (
            <ul className="mt-2 list-disc ps-5">
              {state.fields.map((f) => (
                <li key={f.field}>
                  <code>{f.field}</code>: {f.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-data`} className="font-semibold">
          Data (JSON)
        </label>
        <textarea
          id={`${id}-data`}
          name="data"
          rows={24}
          spellCheck={false}
          // React resets a form after its action: to the text as typed when the write was refused.
          defaultValue={state.values.data ?? data}
          aria-invalid={hasProblem || undefined}
          aria-describedby={hasProblem ? problemId : undefined}
          className="w-full border border-stone-400 p-3 font-mono text-sm focus-visible:outline-2 focus-visible:outline-stone-900"
        />
      </div>
      {schedule ? (
        <fieldset className="flex flex-col gap-3 border border-stone-300 p-4">
          <legend className="px-1 font-semibold">Shown on every device ({schedule.zone} time)</legend>
          <input type="hidden" name="scheduleFields" value="1" />
          <div className="flex flex-wrap gap-6">
            {(['start', 'end'] as const).map((name) => (
              <div key={name} className="flex flex-col gap-1">
                <label htmlFor={`${id}-${name}`}>{name === 'start' ? 'From' : 'Until'}</label>
                <input
                  id={`${id}-${name}`}
                  name={name}
                  type="datetime-local"
                  defaultValue={state.values[name] ?? schedule[name]}
                  aria-describedby={`${id}-schedule-help`}
                  className="h-11 border border-stone-400 px-3 focus-visible:outline-2 focus-visible:outline-stone-900"
                />
              </div>
            ))}
          </div>
          <p id={`${id}-schedule-help`} className="text-sm text-stone-700">
            Both empty: always shown. The banner is published with its schedule: shoppers' browsers show and
            hide it at these times.
          </p>
        </fieldset>
      ) : null}
      {canPublish && publishAtZone ? (
        <div className="flex flex-col gap-2">
          <label htmlFor={`${id}-at`} className="font-semibold">
            Publish at (optional, {publishAtZone} time)
          </label>
          <input
            id={`${id}-at`}
            name="at"
            type="datetime-local"
            defaultValue={state.values.at ?? ''}
            aria-describedby={`${id}-at-help`}
            className="h-11 max-w-xs border border-stone-400 px-3 focus-visible:outline-2 focus-visible:outline-stone-900"
          />
          <p id={`${id}-at-help`} className="text-sm text-stone-700">
            Empty: Publish makes the draft live now. A later time books it: shoppers keep the current version
            until then.
          </p>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <IntentButton intent="save" tone="secondary">
          Save draft
        </IntentButton>
        {canPublish ? (
          <IntentButton intent="publish" tone="primary">
            Save and publish
          </IntentButton>
        ) : null}
        {canPublish && live ? (
          <IntentButton intent="unpublish" tone="danger">
            Unpublish
          </IntentButton>
        ) : null}
      </div>
      {!canPublish ? (
        <p className="text-sm text-stone-700">
          Your role is editor: you can save drafts; a publisher makes them live.
        </p>
      ) : null}
    </form>
  );
}
