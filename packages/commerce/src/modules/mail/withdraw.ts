import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import type { MailTemplate } from './messages.ts';
import { mailOutbox } from './schema.ts';

/**
 * Takes queued emails of one template to some addresses out of the outbox before they go, in the
 * caller's transaction: those among them that `which` picks by the data they were queued with
 * (a cancelled gift card's email is the one carrying its code). Locks the rows it reads, so the
 * worker cannot claim one in between; one already being sent is no longer queued and stays.
 */
export async function withdrawQueuedMail(
  tx: Executor,
  template: MailTemplate,
  to: readonly string[],
  which: (to: string, meta: Readonly<Record<string, string>>) => boolean,
): Promise<number> {
  if (to.length === 0) return 0;
  const queued = await tx
    .select({ id: mailOutbox.id, to: mailOutbox.toAddress, meta: mailOutbox.meta })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.template, template),
        eq(mailOutbox.status, 'queued'),
        inArray(mailOutbox.toAddress, [...to]),
      ),
    )
    .for('update');
  const ids = queued.filter((mail) => which(mail.to, mail.meta)).map((mail) => mail.id);
  if (ids.length > 0) await tx.delete(mailOutbox).where(inArray(mailOutbox.id, ids));
  return ids.length;
}
