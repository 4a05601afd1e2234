import 'server-only';
import {
  contentChangeSubscriber as onContentChange,
  type ChannelSubscriber,
} from '@vitrine/commerce/content';
import { getDb } from '@vitrine/commerce/db';
import * as listing from '@vitrine/commerce/listing';
import * as jobs from '@vitrine/commerce/jobs';
import { withDb } from './database';

// What a web process runs beside its requests (decision 0059): the job worker, the listing index
// and the process's one LISTEN connection, each on this process's pool.

export type { ChannelSubscriber };
export type { Background } from '@vitrine/commerce/jobs';

/** Issue 31 item 7: this process's job worker (with WORKER=off a runner that only queues jobs,
 * such as its search counts); decision 0065. */
export const startBackground = (options: Omit<Parameters<typeof jobs.startBackground>[0], 'db'>) =>
  jobs.startBackground({ db: getDb(), ...options });

/** Issue 3: the listing index builds at start, not when the first shopper asks for a listing. */
export const startListingIndex = withDb(listing.startListingIndex);

/** The process's one LISTEN connection (decision 0060), fanning changes out to its subscribers. */
export const listenForChanges = withDb(listing.listenForChanges);

/** A subscriber of that connection for content publications (issue 5). */
export const contentChangeSubscriber = onContentChange;
