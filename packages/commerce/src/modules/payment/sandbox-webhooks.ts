import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import { PaymentProviderError } from './provider.ts';
import { sandboxAuthorisations } from './schema.ts';
import type { PaymentEvent, PaymentEventType } from './webhook-events.ts';
import { SIGNATURE_HEADER, signatureHeader } from './webhook-signature.ts';

// The sandbox acquirer's webhooks (issue 34 item 4): after each committed change of one of its
// authorisations it POSTs a signed event to the store, as a real provider does, a few times with
// a growing pause while the store does not answer 2xx. Sending never blocks nor fails the caller:
// the acquirer's answer does not wait for the store to hear of it.

type AuthorisationRow = typeof sandboxAuthorisations.$inferSelect;

export interface SandboxWebhookOptions {
  /** The store's /api/v1/payment/webhook/sandbox (SANDBOX_WEBHOOK_URL). */
  url: string;
  secret: string;
  /** Tests point it at an API in the same process. */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  /** Deliveries of one event at most (the first and its retries). */
  attempts?: number;
  /** The pause before the first retry; each next one is four times longer. */
  backoffMs?: number;
  log?: Pick<Logger, 'warn'>;
  now?: () => Date;
}

export interface SandboxWebhooks {
  /** Queues the event about `row`, as it is once committed, and returns at once. */
  send(type: PaymentEventType, row: AuthorisationRow): void;
  /** Settles once every event sent so far was delivered or given up on (tests, shutdown). */
  idle(): Promise<void>;
}

/** Answers worth sending again: the store was busy, locked or down. Others will not change. */
const retryable = (status: number) => status === 408 || status === 409 || status === 429 || status >= 500;

export function sandboxWebhooks(options: SandboxWebhookOptions): SandboxWebhooks {
  const post = options.fetch ?? ((url: string, init: RequestInit) => fetch(url, init));
  const attempts = options.attempts ?? 4;
  const backoffMs = options.backoffMs ?? 500;
  const now = options.now ?? (() => new Date());
  const inFlight = new Set<Promise<void>>();

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      // A retry waiting must not keep a finished process alive.
      setTimeout(resolve, ms).unref();
    });

  async function deliver(event: PaymentEvent): Promise<void> {
    const body = JSON.stringify(event);
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      let outcome: string;
      try {
        // Signed afresh for each delivery, as Stripe does: a retry carries a current timestamp.
        const timestamp = Math.floor(now().getTime() / 1000);
        const response = await post(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [SIGNATURE_HEADER]: signatureHeader(options.secret, timestamp, body),
          },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        await response.body?.cancel();
        if (response.ok) return;
        outcome = `HTTP ${response.status}`;
        if (!retryable(response.status)) attempt = attempts;
      } catch (err) {
        outcome = (err as Error).message;
      }
      if (attempt >= attempts) {
        options.log?.warn(
          { eventId: event.id, type: event.type, reference: event.data.reference, outcome },
          'sandbox webhook not delivered',
        );
        return;
      }
      await pause(backoffMs * 4 ** (attempt - 1));
    }
  }

  return {
    send(type, row) {
      const event: PaymentEvent = {
        id: `evt_${randomBytes(18).toString('base64url')}`,
        type,
        created: Math.floor(now().getTime() / 1000),
        data: {
          reference: row.reference,
          amountMinor: row.amountMinor,
          currency: row.currency,
          capturedMinor: row.capturedMinor,
          refundedMinor: row.refundedMinor,
          idempotencyKey: row.idempotencyKey,
        },
      };
      const delivery = deliver(event)
        .catch(() => {})
        .finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}

/**
 * A shopper's bank disputes a captured sandbox payment (a chargeback). A real acquirer raises
 * disputes on its own; the sandbox has no cardholders, so tests and demos raise one here. The
 * authorisation becomes `disputed` and the event is sent like any other.
 */
export async function sandboxDispute(
  db: Database,
  reference: string,
  webhooks?: SandboxWebhooks,
): Promise<void> {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(sandboxAuthorisations)
      .where(eq(sandboxAuthorisations.reference, reference))
      .for('update');
    if (!current) throw new PaymentProviderError('not_found');
    if (current.state !== 'captured' && current.state !== 'refunded')
      throw new PaymentProviderError('invalid_state');
    const [updated] = await tx
      .update(sandboxAuthorisations)
      .set({ state: 'disputed', updatedAt: new Date() })
      .where(eq(sandboxAuthorisations.reference, reference))
      .returning();
    return updated!;
  });
  webhooks?.send('payment.disputed', row);
}
