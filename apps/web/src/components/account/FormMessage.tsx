/** The message for a whole form: an error (role=alert, read out at once) or a confirmation. */
export function FormMessage({ message, ok }: { message?: string; ok?: boolean }) {
  if (!message) return null;
  return (
    <p
      role={ok ? 'status' : 'alert'}
      className={`border-s-4 px-4 py-3 text-sm ${ok ? 'border-emerald-700 bg-emerald-50 text-emerald-900' : 'border-red-700 bg-red-50 text-red-900'}`}
    >
      {message}
    </p>
  );
}
