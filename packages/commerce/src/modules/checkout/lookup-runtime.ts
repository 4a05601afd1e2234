import type { Database } from '../../db/client.ts';
import { env, type Env } from '../../env.ts';
import type { AddressLookupProvider } from './address-lookup.ts';
import { builtinLookupProvider } from './lookup-provider-builtin.ts';
import { LoqateLookupProvider } from './lookup-provider-loqate.ts';

/** LOQATE_KEY set: Loqate; otherwise the built-in provider over the seeded addresses. */
export function createLookupProvider(config: Pick<Env, 'LOQATE_KEY'>, db: Database): AddressLookupProvider {
  return config.LOQATE_KEY ? new LoqateLookupProvider({ key: config.LOQATE_KEY }) : builtinLookupProvider(db);
}

const providers = new WeakMap<Database, AddressLookupProvider>();

/** The configured address-lookup provider for an app database. */
export function addressLookupFor(db: Database): AddressLookupProvider {
  let provider = providers.get(db);
  if (!provider) {
    provider = createLookupProvider(env(), db);
    providers.set(db, provider);
  }
  return provider;
}
