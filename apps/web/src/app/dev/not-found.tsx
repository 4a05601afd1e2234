/** 404 under /dev: an unknown message, or any of these tools in production. */
export default function DevNotFound() {
  return (
    <section className="py-24 text-center">
      <h1 className="font-display text-3xl">Page not found</h1>
      <p className="mt-4 text-sm text-neutral-600">There is nothing at this address.</p>
    </section>
  );
}
