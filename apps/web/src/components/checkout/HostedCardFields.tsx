'use client';

import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';

// The payment provider's card fields (issue 34 items 1 and 2), framed from its own origin as
// Stripe Elements or Adyen's secured fields are: the card number, expiry and security code are
// typed into its page and sent to it, and this page only ever hears back a token, the brand and
// the last four. Messages are taken from that origin and that frame only, and sent to it only.

export interface HostedCard {
  token: string;
  brand: string;
  last4: string;
}

export interface HostedCardHandle {
  /** Asks the provider to tokenise what was typed: the card, or undefined when its fields said no. */
  tokenise(): Promise<HostedCard | undefined>;
}

const SOURCE = 'vitrine-sandbox';
/** The provider answers within this, or the page says it could not be reached. */
const ANSWER_MS = 20_000;

export const HostedCardFields = forwardRef<
  HostedCardHandle,
  {
    origin: string;
    language: string;
    title: string;
    error?: string | undefined;
    /** Enter in the provider's fields: go on as Enter in the page's own fields would. */
    onSubmit: () => void;
  }
>(function HostedCardFields({ origin, language, title, error, onSubmit }, ref) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(330);
  const waiting = useRef<((card: HostedCard | undefined) => void) | null>(null);
  const submit = useRef(onSubmit);
  submit.current = onSubmit;

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const data = event.data as { source?: string; type?: string } & Record<string, unknown>;
      if (!data || data.source !== SOURCE) return;
      if (data.type === 'height' && typeof data.height === 'number')
        setHeight(Math.min(Math.max(data.height, 200), 900));
      if (data.type === 'submit') submit.current();
      if (data.type === 'token' || data.type === 'invalid' || data.type === 'unavailable') {
        const done = waiting.current;
        waiting.current = null;
        done?.(
          data.type === 'token' && typeof data.token === 'string'
            ? { token: data.token, brand: String(data.brand), last4: String(data.last4) }
            : undefined,
        );
      }
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin]);

  const send = (type: string) => frame.current?.contentWindow?.postMessage({ source: SOURCE, type }, origin);

  useImperativeHandle(ref, () => ({
    tokenise: () =>
      new Promise<HostedCard | undefined>((resolve) => {
        const timer = setTimeout(() => {
          waiting.current = null;
          resolve(undefined);
        }, ANSWER_MS);
        waiting.current = (card) => {
          clearTimeout(timer);
          resolve(card);
        };
        send('tokenise');
      }),
  }));

  return (
    <div data-testid="new-card">
      <iframe
        ref={frame}
        src={`${origin}/fields?lang=${encodeURIComponent(language)}`}
        title={title}
        onLoad={() => send('hello')}
        style={{ height }}
        className="block w-full border-0"
        data-testid="card-frame"
      />
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-800" data-testid="card-error">
          {error}
        </p>
      ) : null}
    </div>
  );
});
