import type { MailStatus } from '@/lib/data/mail';

// Server time zone on purpose: the inbox is read on the machine that runs the store.
const TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });
export const formatTime = (date: Date) => TIME.format(date);

export const STATUS_STYLE: Record<MailStatus, string> = {
  queued: 'bg-amber-100 text-amber-900',
  sending: 'bg-sky-100 text-sky-900',
  sent: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
};
