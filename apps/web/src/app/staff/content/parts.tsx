const DONE: Record<string, string> = {
  saved: 'Draft saved. Shoppers see nothing of it until it is published.',
  published: 'Published: every app instance shows it from now on.',
  booked: 'Publication booked: shoppers get this version at the time given.',
  unpublished: 'Unpublished: taken off the site; the draft stays.',
};

/** What the last action did (after its redirect), announced politely. */
export function Done({ value }: { value: string | string[] | undefined }) {
  const text = typeof value === 'string' ? DONE[value] : undefined;
  return (
    <p
      role="status"
      className={text ? 'mt-4 border-s-4 border-green-800 bg-green-50 p-4 text-green-900' : 'sr-only'}
    >
      {text ?? ''}
    </p>
  );
}

export function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
