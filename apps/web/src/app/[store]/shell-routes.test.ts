import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROUTES_WITHOUT_SHELL_DATA, shellFetchesLayoutData } from '@vitrine/config';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_SEGMENT, CATALOGUE_VIEW_SEGMENT, route } from '@/lib/routing';

/**
 * Issue 5 item 3, §2.3 "which page loads what", checked on the folders themselves: a page put in
 * the wrong place (a new page outside `(shell)`, or home moved into it) fails here, not in review.
 */
const STORE_DIR = path.dirname(fileURLToPath(import.meta.url));
const SHELL_GROUP = '(shell)';

function pages(dir: string, rel: string[] = []): string[][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? pages(path.join(dir, entry.name), [...rel, entry.name])
      : entry.name === 'page.tsx'
        ? [rel]
        : [],
  );
}

const source = (...segments: string[]) => readFileSync(path.join(STORE_DIR, ...segments), 'utf8');

/** A page's code, following a page that re-exports another (the per-request catalogue route). */
function pageCode(page: string[]): string {
  const code = source(...page, 'page.tsx');
  const reexport = /export \{[^}]*\bdefault\b[^}]*\} from '(\.[^']+)'/.exec(code);
  if (!reexport) return code;
  const target = path.relative(STORE_DIR, path.resolve(STORE_DIR, ...page, reexport[1]!));
  return source(`${target}.tsx`);
}

/**
 * The §2.3 route a page folder serves. The proxy rewrites every catch-all path ending .html to the
 * internal catalogue route, so that folder is the spec's `/[...slug]` too (checked below).
 */
function specRoute(segments: string[]): string {
  if (segments[0] === CATALOGUE_SEGMENT || segments[0] === CATALOGUE_VIEW_SEGMENT) return '/[...slug]';
  return '/' + segments.filter((s) => s !== SHELL_GROUP).join('/');
}

const all = pages(STORE_DIR);
const outside = all.filter((p) => p[0] !== SHELL_GROUP);
const inside = all.filter((p) => p[0] === SHELL_GROUP);
const loadsChrome = (code: string) => code.includes('shellChrome(') && code.includes('<StoreChrome');

describe('§2.3 which page loads the shell content (issue 5 item 3)', () => {
  it('finds the store pages, in the (shell) group or beside it', () => {
    expect(inside.length).toBeGreaterThan(20);
    expect(outside.map((p) => p.join('/')).sort()).toEqual([
      '',
      '[...slug]',
      'catalogsearch/result',
      `${CATALOGUE_VIEW_SEGMENT}/[...rest]`,
      `${CATALOGUE_SEGMENT}/[...rest]`,
    ]);
    // No other group: a second one would be a second place where the rule is decided.
    expect(all.flat().filter((s) => s.startsWith('(') && s !== SHELL_GROUP)).toEqual([]);
  });

  it('puts a page in (shell) exactly when shellFetchesLayoutData says the shell loads its content', () => {
    for (const page of all) {
      const where = page.join('/') || '(home)';
      expect(page[0] === SHELL_GROUP, where).toBe(shellFetchesLayoutData(specRoute(page)));
    }
  });

  it('serves the catch-all .html paths from the catalogue folders', () => {
    const folder = (search: string) => {
      const decision = route(
        { pathname: '/clothing/dresses.html', search, host: 'localhost', currency: undefined },
        { kind: 'subpath' },
      );
      expect(decision).toMatchObject({ kind: 'rewrite' });
      return decision.kind === 'rewrite' && decision.pathname.split('/')[2];
    };
    expect(folder('')).toBe(CATALOGUE_SEGMENT);
    expect(folder('?colour_group=black')).toBe(CATALOGUE_VIEW_SEGMENT);
    // The per-request folder is the same page, only not kept in Next's page cache (decision 0016).
    expect(source(CATALOGUE_VIEW_SEGMENT, '[...rest]', 'page.tsx')).toContain(
      "export const dynamic = 'force-dynamic'",
    );
    expect(pageCode([CATALOGUE_VIEW_SEGMENT, '[...rest]'])).toBe(
      source(CATALOGUE_SEGMENT, '[...rest]', 'page.tsx'),
    );
  });

  it('keeps the health check outside the store layout', () => {
    expect(ROUTES_WITHOUT_SHELL_DATA).toContain('/elb-health-check');
    expect(existsSync(path.join(STORE_DIR, '..', 'elb-health-check', 'route.ts'))).toBe(true);
    expect(existsSync(path.join(STORE_DIR, '..', 'layout.tsx'))).toBe(false);
  });

  it('loads the content in the (shell) layout and not in the store layout', () => {
    expect(loadsChrome(source(SHELL_GROUP, 'layout.tsx'))).toBe(true);
    const store = source('layout.tsx');
    for (const name of ['shellData', 'shellChrome', 'StoreChrome', 'shell/Header', 'shell/Footer']) {
      expect(store, name).not.toContain(name);
    }
  });

  it('has every exempt page load the content itself, beside its own data, or end in the 404', () => {
    for (const page of outside) {
      const code = pageCode(page);
      const only404 = /\bnotFound\(\)/.test(code) && !code.includes('<');
      expect(loadsChrome(code) || only404, page.join('/') || '(home)').toBe(true);
    }
    // The 404 outside (shell) is drawn under the bare store layout: it loads the chrome itself.
    expect(loadsChrome(source('not-found.tsx'))).toBe(true);
  });

  it('has every renderer under the store 404 report how its page ended (decision 0020)', () => {
    // That 404 waits for the report to decide whether to draw its chrome; a page that never
    // reports still works, only every render of it waits UNSETTLED_AFTER_MS for the 404.
    for (const page of outside) {
      expect(pageCode(page), page.join('/') || '(home)').toMatch(/return reportingOutcome\(/);
    }
    expect(source(SHELL_GROUP, 'layout.tsx')).toMatch(/return reportingOutcome\(/);
    expect(source('not-found.tsx')).toContain('await pageOutcome()');
  });

  it('draws the chrome once: no page or layout inside (shell) draws it again', () => {
    for (const page of inside) {
      expect(source(...page, 'page.tsx'), page.join('/')).not.toContain('StoreChrome');
    }
    expect(source(SHELL_GROUP, 'not-found.tsx')).not.toContain('StoreChrome');
  });

  it('keeps 404s and errors of (shell) pages inside its header and footer', () => {
    expect(existsSync(path.join(STORE_DIR, SHELL_GROUP, 'not-found.tsx'))).toBe(true);
    expect(existsSync(path.join(STORE_DIR, SHELL_GROUP, 'error.tsx'))).toBe(true);
  });
});
