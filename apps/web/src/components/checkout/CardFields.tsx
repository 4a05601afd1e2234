'use client';

import { forwardRef } from 'react';
import type { CardFieldsConfig } from '@/lib/data/payment';
import { HostedCardFields, type HostedCardHandle } from './HostedCardFields';
import { StripeCardFields } from './StripeCardFields';

/**
 * The configured payment provider's card fields (issue 34, decision 0079), the one place that
 * picks them: the sandbox's framed fields or Stripe's Card Element. Both answer `tokenise()` with
 * the provider's token, the brand and the last four, so the forms never ask which one it is.
 */
export const CardFields = forwardRef<
  HostedCardHandle,
  {
    config: CardFieldsConfig;
    language: string;
    title: string;
    error?: string | undefined;
    /** Enter in the sandbox's fields: go on as Enter in the page's own fields would. */
    onSubmit: () => void;
  }
>(function CardFields({ config, language, title, error, onSubmit }, ref) {
  switch (config.kind) {
    case 'stripe':
      return (
        <StripeCardFields
          ref={ref}
          publishableKey={config.publishableKey}
          scriptUrl={config.scriptUrl}
          language={language}
          title={title}
          error={error}
        />
      );
    case 'sandbox':
      return (
        <HostedCardFields
          ref={ref}
          origin={config.origin}
          language={language}
          title={title}
          error={error}
          onSubmit={onSubmit}
        />
      );
  }
});
