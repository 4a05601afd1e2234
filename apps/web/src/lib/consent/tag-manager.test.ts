import { ALL_DENIED, ALL_GRANTED, consentState } from '@vitrine/config';
import { describe, expect, it } from 'vitest';
import {
  consentCookieString,
  gtmScriptUrl,
  loadTagManager,
  readConsentCookie,
  type ScriptHost,
  type TagManagerWindow,
} from './tag-manager';

function fakePage() {
  const scripts: { src: string; async: boolean }[] = [];
  const win: TagManagerWindow = {};
  const doc: ScriptHost = {
    createElement: () => ({ src: '', async: false }) as unknown as HTMLScriptElement,
    head: {
      appendChild: <T extends Node>(node: T) => {
        scripts.push(node as unknown as { src: string; async: boolean });
        return node;
      },
    },
  };
  return { win, doc, scripts };
}

/** dataLayer entries as plain arrays (gtag pushes `arguments` objects). */
const commands = (win: TagManagerWindow) =>
  (win.dataLayer ?? []).map((entry) =>
    typeof entry === 'object' && entry !== null && 'length' in entry
      ? Array.from(entry as ArrayLike<unknown>)
      : entry,
  );

describe('§4.4 consent-gated tag manager', () => {
  it('loads nothing at all when every optional category is denied (no request leaves)', () => {
    const { win, doc, scripts } = fakePage();
    expect(
      loadTagManager(win, doc, {
        containerId: 'GTM-TEST',
        choices: ALL_DENIED,
        storeCode: 'vitrine-uk',
        required: true,
        decided: true,
      }),
    ).toBe(false);
    expect(scripts).toEqual([]);
    expect(win.dataLayer).toBeUndefined();
  });

  it('loads nothing without a container id', () => {
    const { win, doc, scripts } = fakePage();
    expect(
      loadTagManager(win, doc, {
        containerId: null,
        choices: ALL_GRANTED,
        storeCode: 'vitrine-uk',
        required: true,
        decided: true,
      }),
    ).toBe(false);
    expect(scripts).toEqual([]);
  });

  it('queues the all-denied default with a 500 ms wait, then the choices, before requesting the container', () => {
    const { win, doc, scripts } = fakePage();
    const choices = { analytics: true, marketing: false, personalisation: false };
    expect(
      loadTagManager(win, doc, {
        containerId: 'GTM-TEST',
        choices,
        storeCode: 'vitrine-fr',
        required: true,
        decided: true,
      }),
    ).toBe(true);
    const [first, second, third] = commands(win) as [unknown[], unknown[], Record<string, unknown>];
    expect(first[0]).toBe('consent');
    expect(first[1]).toBe('default');
    const defaults = first[2] as Record<string, unknown>;
    expect(defaults.wait_for_update).toBe(500);
    expect(
      Object.entries(defaults)
        .filter(([k]) => k !== 'wait_for_update')
        .every(([, v]) => v === 'denied'),
    ).toBe(true);
    expect(second.slice(0, 2)).toEqual(['consent', 'update']);
    expect(second[2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });
    expect(third).toMatchObject({ event: 'gtm.js', store: 'vitrine-fr' });
    expect(scripts).toEqual([{ src: 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST', async: true }]);
  });

  it('loads once; later choices become consent updates', () => {
    const { win, doc, scripts } = fakePage();
    loadTagManager(win, doc, {
      containerId: 'GTM-TEST',
      choices: ALL_GRANTED,
      storeCode: 'x',
      required: true,
      decided: true,
    });
    loadTagManager(win, doc, {
      containerId: 'GTM-TEST',
      choices: ALL_DENIED,
      storeCode: 'x',
      required: true,
      decided: true,
    });
    expect(scripts).toHaveLength(1);
    const last = commands(win).at(-1) as unknown[];
    expect(last.slice(0, 2)).toEqual(['consent', 'update']);
    expect(last[2]).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied' });
  });

  it('where the store need not ask, starts before a choice with everything denied (decision 0041)', () => {
    const { win, doc, scripts } = fakePage();
    const input = { containerId: 'GTM-TEST', choices: ALL_DENIED, storeCode: 'vitrine-us', required: false };
    expect(loadTagManager(win, doc, { ...input, decided: false })).toBe(true);
    expect(scripts).toHaveLength(1);
    const consent = commands(win).filter((c) => Array.isArray(c) && c[0] === 'consent') as unknown[][];
    for (const [, , state] of consent)
      expect(state).toMatchObject({
        ad_storage: 'denied',
        analytics_storage: 'denied',
        ad_user_data: 'denied',
      });
    // A browser that refused everything, or sends GPC, gets nothing there either.
    const refused = fakePage();
    expect(loadTagManager(refused.win, refused.doc, { ...input, decided: true })).toBe(false);
    const gpc = fakePage();
    expect(loadTagManager(gpc.win, gpc.doc, { ...input, decided: false, globalPrivacyControl: true })).toBe(
      false,
    );
    expect([...refused.scripts, ...gpc.scripts]).toEqual([]);
  });

  it('encodes the container id in the script URL', () => {
    expect(gtmScriptUrl('GTM-A&B')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-A%26B');
  });
});

describe('§4.4 consent cookie in the browser', () => {
  const state = consentState({ analytics: false, marketing: true, personalisation: false }, new Date(0));

  it('writes the §9 cookie: vt_consent, 14 days, path /, SameSite=Lax', () => {
    const cookie = consentCookieString(state, { domain: '.vitrine.example', secure: true });
    expect(cookie).toBe(
      'vt_consent=v=1&a=0&m=1&p=0&t=0; Max-Age=1209600; Path=/; Domain=.vitrine.example; SameSite=Lax; Secure',
    );
  });

  it('reads it back from document.cookie among others', () => {
    expect(readConsentCookie('vt_store=1; vt_consent=v=1&a=0&m=1&p=0&t=0; other=x')).toEqual(state);
    expect(readConsentCookie('vt_store=1')).toBeNull();
    expect(readConsentCookie('vt_consent=garbage')).toBeNull();
  });
});
