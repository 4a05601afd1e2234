import 'server-only';
import {
  contentChangeSubscriber as onContentChange,
  type ChannelSubscriber,
} from '@vitrine/commerce/content';
import { getDb } from '@vitrine/commerce/db';
import * as listing from '@vitrine/commerce/listing';
import * as mail from '@vitrine/commerce/mail';
import * as referral from '@vitrine/commerce/referral';
import { withDb } from './database';

// What a web process runs beside its requests (decision 0059): the mail worker, the referral
// settler, the listing index and the process's one LISTEN connection, each on this process's pool.

export type { ChannelSubscriber };

/** The outbox worker: mail queued by any instance leaves from whichever worker claims it first. */
export const startMailWorker = (options: Omit<Parameters<typeof mail.startMailWorker>[0], 'db'>) =>
  mail.startMailWorker({ db: getDb(), ...options });

/** Issue 6 item 4: referral rewards that became due. */
export const startReferralSettler = (
  options: Omit<Parameters<typeof referral.startReferralSettler>[0], 'db'>,
) => referral.startReferralSettler({ db: getDb(), ...options });

/** Issue 3: the listing index builds at start, not when the first shopper asks for a listing. */
export const startListingIndex = withDb(listing.startListingIndex);

/** The process's one LISTEN connection (decision 0060), fanning changes out to its subscribers. */
export const listenForChanges = withDb(listing.listenForChanges);

/** A subscriber of that connection for content publications (issue 5). */
export const contentChangeSubscriber = onContentChange;
