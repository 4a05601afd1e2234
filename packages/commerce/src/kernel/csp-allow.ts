// CSP_ALLOW as configuration reads it (env.ts) and the security headers apply it: a pure parser,
// below both.

/** Directives CSP_ALLOW may add hosts to: what a tag manager's tags load from. */
export const CSP_ALLOW_DIRECTIVES = [
  'script-src',
  'connect-src',
  'img-src',
  'style-src',
  'font-src',
  'frame-src',
  'media-src',
] as const;
export type CspAllowDirective = (typeof CSP_ALLOW_DIRECTIVES)[number];
export type CspAllow = Partial<Record<CspAllowDirective, string[]>>;

/** An https host, optionally `*.` under a domain, with an optional port and path. */
const HTTPS_SOURCE =
  /^https:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?(?:\/[\w.~%!$&()*+,=:@/-]*)?$/i;

/**
 * CSP_ALLOW: `script-src https://a.example https://*.b.example; img-src https://c.example`. Only
 * https hosts, only the directives above: a keyword ('unsafe-inline'), a bare scheme (`https:`,
 * `data:`) or `*` would undo the policy, so it is refused with the reason.
 */
export function parseCspAllow(value: string | undefined): CspAllow {
  const allow: CspAllow = {};
  for (const part of (value ?? '').split(';')) {
    const [directive, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (!directive) continue;
    if (!(CSP_ALLOW_DIRECTIVES as readonly string[]).includes(directive)) {
      throw new Error(`${directive} is not one of ${CSP_ALLOW_DIRECTIVES.join(', ')}`);
    }
    if (sources.length === 0) throw new Error(`${directive} names no host`);
    const bad = sources.find((source) => !HTTPS_SOURCE.test(source));
    if (bad) throw new Error(`${bad} is not an https:// host (keywords, schemes and * are not accepted)`);
    const list = (allow[directive as CspAllowDirective] ??= []);
    for (const source of sources) if (!list.includes(source)) list.push(source);
  }
  return allow;
}
