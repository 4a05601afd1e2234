/**
 * The outcome of `promise`, or the signal's reason as soon as the signal aborts, as fetch rejects
 * on an abort. For work the caller cannot cancel (a refresh other requests share, a request a
 * handler in this process answers): the caller stops waiting, the work runs on to its end.
 */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
