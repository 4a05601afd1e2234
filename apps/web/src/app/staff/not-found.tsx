import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Not found' };

export default function StaffNotFound() {
  return (
    <>
      <h1 className="text-2xl font-semibold">Not found</h1>
      <p className="mt-4">There is nothing here.</p>
    </>
  );
}
