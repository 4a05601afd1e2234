import 'server-only';
import type { LocaleConfig } from '@vitrine/config';
import { cache } from 'react';
import { menuFails, currentFaults } from '@/lib/dev-faults';
import { devToolsEnabled } from '@/lib/dev-tools';
import { contentServices } from './api';
import { createShellLoader, type ShellData } from './shell-data';

const holder = globalThis as unknown as { __vitrineShell?: (store: LocaleConfig) => Promise<ShellData> };
function loader() {
  holder.__vitrineShell ??= createShellLoader({
    ...contentServices(),
    // Never in staging or production: the switch exists only where /dev does.
    menuFault: (locale) => devToolsEnabled() && menuFails(currentFaults(), locale),
  });
  return holder.__vitrineShell;
}

/**
 * The shell's content for one store, once per render: the layout and a listing page (which shows
 * the listing banner) share one load. Decision 0011 says which routes use it and why.
 */
export const shellData = cache((store: LocaleConfig): Promise<ShellData> => loader()(store));

export { EMPTY_SHELL_DATA, type ShellData } from './shell-data';
