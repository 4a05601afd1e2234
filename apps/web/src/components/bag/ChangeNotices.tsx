/**
 * What changed in the bag since the shopper last saw it (quote/refresh: a price, a quantity cut to
 * stock, a line gone), at the top of the bag and checkout pages. role=status: announced once on
 * arrival, without taking focus from the page.
 */
export function ChangeNotices({
  id,
  title,
  items,
  testId,
}: {
  id: string;
  title: string;
  items: string[];
  testId: string;
}) {
  if (items.length === 0) return null;
  return (
    <section
      role="status"
      aria-labelledby={id}
      className="mt-6 border-s-4 border-amber-700 bg-amber-50 px-4 py-3 text-amber-950"
      data-testid={testId}
    >
      <h2 id={id} className="text-sm font-semibold">
        {title}
      </h2>
      <ul className="mt-1 space-y-1 text-sm">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
