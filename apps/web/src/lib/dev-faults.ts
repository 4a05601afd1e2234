import { isLocaleCode, type LocaleCode } from '@vitrine/config';

/**
 * Development/test fault switches (POST /dev/faults): make one piece of the shell fail on purpose,
 * so §8 "each piece fails on its own" can be seen end to end. Process-global, like the caches they
 * sit above. `true` fails that piece in every store; a list of store locales fails it only there,
 * so a test can break a store no other test is looking at.
 */
export interface DevFaults {
  /** The content service's menu (§3.4). */
  menu: boolean | LocaleCode[];
  /** The content service's footer (§3.1). */
  footer: boolean | LocaleCode[];
}

export type FaultPiece = keyof DevFaults;
const PIECES: readonly FaultPiece[] = ['menu', 'footer'];

export const NO_FAULTS: DevFaults = Object.freeze({ menu: false, footer: false });

const holder = globalThis as unknown as { __vitrineDevFaults?: DevFaults };

export function currentFaults(): DevFaults {
  return holder.__vitrineDevFaults ?? NO_FAULTS;
}

/** Switches the pieces given and leaves the others as they are, so tests breaking different pieces at once do not mend each other's. */
export function setFaults(faults: Partial<DevFaults>): DevFaults {
  holder.__vitrineDevFaults = { ...currentFaults(), ...faults };
  return holder.__vitrineDevFaults;
}

/** Whether a piece of a store's shell is switched to fail. */
export function pieceFails(faults: DevFaults, piece: FaultPiece, locale: string): boolean {
  const switched = faults[piece];
  return switched === true || (Array.isArray(switched) && switched.includes(locale as LocaleCode));
}

/**
 * The body of POST /dev/faults, or null when it is not an object of `menu` and `footer`, each
 * `boolean | [store locale]`; a piece left out is not in the answer.
 */
export function parseFaults(body: unknown): Partial<DevFaults> | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const given = body as Record<string, unknown>;
  if (Object.keys(given).some((key) => !PIECES.includes(key as FaultPiece))) return null;
  const faults: Partial<DevFaults> = {};
  for (const piece of PIECES) {
    const value = given[piece];
    if (value === undefined) continue;
    if (typeof value === 'boolean') faults[piece] = value;
    else if (
      Array.isArray(value) &&
      value.length > 0 &&
      value.every((m) => typeof m === 'string' && isLocaleCode(m))
    )
      faults[piece] = value as LocaleCode[];
    else return null;
  }
  return faults;
}
