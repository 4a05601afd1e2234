import 'server-only';
import type { MenuItem } from '@vitrine/client';
import type { LocaleConfig } from '@vitrine/config';
import { type MenuCategory, catalogue } from '@/lib/data/catalogue';
import { cache } from 'react';
import { currentFaults, pieceFails } from '@/lib/dev-faults';
import { devToolsEnabled } from '@/lib/dev-tools';
import { contentServices } from './api';
import { previewShell, type PreviewShell } from './preview-server';
import { createShellLoader, type ShellData } from './shell-data';

const holder = globalThis as unknown as { __vitrineShell?: (store: LocaleConfig) => Promise<ShellData> };
function loader() {
  holder.__vitrineShell ??= createShellLoader({
    ...contentServices(),
    // Never in staging or production: the switches exist only where /dev does.
    fault: (piece, locale) => devToolsEnabled() && pieceFails(currentFaults(), piece, locale),
  });
  return holder.__vitrineShell;
}

/**
 * The shell's content for one store, once per render: the chrome and a listing page (which shows
 * the listing banner) share one load. Decision 0011 says which routes use it and why.
 */
export const shellData = cache((store: LocaleConfig): Promise<ShellData> => loader()(store));

/** Everything the header and footer draw (`StoreChrome`). */
export interface ShellChrome {
  /** menu, footer and listing banner of the content service, each empty on its own failure (§8). */
  shell: ShellData;
  /** §5 staff preview of this request; null on every cached render. */
  preview: PreviewShell | null;
  /** The §3.4 menu the header shows: the preview's draft menu, else the published one. */
  contentMenu: MenuItem[];
  /** §8 fallback: the catalogue's categories, loaded only when there is no content menu. */
  menu: MenuCategory[];
}

/**
 * §2.3: the shell's server-side load, once per render. The `(shell)` layout calls it for every
 * route it wraps; the routes §2.3 exempts (home, catch-all, search results) call it from their own
 * data functions, beside their own data, and the 404 page calls it when it renders outside
 * `(shell)`. Never rejects: each piece falls back on its own.
 */
export const shellChrome = cache(async (store: LocaleConfig): Promise<ShellChrome> => {
  const [shell, preview] = await Promise.all([shellData(store), previewShell(store)]);
  const contentMenu = preview ? preview.menu : shell.menu;
  // §8: without a content menu the header falls back to the catalogue's categories.
  const menu =
    contentMenu.length > 0
      ? []
      : await catalogue()
          .home.menu(store.language)
          .catch(() => []);
  return { shell, preview, contentMenu, menu };
});

export { EMPTY_SHELL_DATA, type ShellData } from './shell-data';
