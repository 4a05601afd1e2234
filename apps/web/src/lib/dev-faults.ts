import { isLocaleCode, type LocaleCode } from '@vitrine/config';

/**
 * Development/test fault switches (POST /dev/faults): make one piece of the shell fail on purpose,
 * so §8 "each piece fails on its own" can be seen end to end. Process-global, like the caches they
 * sit above. `menu: true` fails every store's menu; a list of store locales fails only those, so a
 * test can break a store no other test is looking at.
 */
export interface DevFaults {
  menu: boolean | LocaleCode[];
}

export const NO_FAULTS: DevFaults = Object.freeze({ menu: false });

const holder = globalThis as unknown as { __vitrineDevFaults?: DevFaults };

export function currentFaults(): DevFaults {
  return holder.__vitrineDevFaults ?? NO_FAULTS;
}

export function setFaults(faults: DevFaults): void {
  holder.__vitrineDevFaults = faults;
}

/** Whether the menu of a store is switched to fail. */
export function menuFails(faults: DevFaults, locale: string): boolean {
  return faults.menu === true || (Array.isArray(faults.menu) && faults.menu.includes(locale as LocaleCode));
}

/** The body of POST /dev/faults, or null when it is not `{ "menu": boolean | [store locale] }`. */
export function parseFaults(body: unknown): DevFaults | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { menu, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return null;
  if (menu === undefined || typeof menu === 'boolean') return { menu: menu ?? false };
  if (Array.isArray(menu) && menu.length > 0 && menu.every((m) => typeof m === 'string' && isLocaleCode(m))) {
    return { menu: menu as LocaleCode[] };
  }
  return null;
}
