import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A route of the web app as its file tree declares it. */
export interface AppRoute {
  /** The route's path with Next's segments as written: `/[store]/customer/account/raf/[code]`. */
  template: string;
  /** `page`: a page (GET, and POST for its server actions); `route`: a route handler. */
  kind: 'page' | 'route';
  methods: string[];
  /** The file, relative to the app folder, for messages. */
  file: string;
}

const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/app');
const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * Every page and route handler under apps/web/src/app, read from the tree itself so that a new
 * route is in the list the day its file exists. Route groups `(name)` leave the URL; private
 * folders `_name` hold no routes (Next's rules).
 */
export function appRoutes(dir = APP_DIR, segments: string[] = []): AppRoute[] {
  const routes: AppRoute[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name.startsWith('_')) continue;
      const group = /^\(.*\)$/.test(entry.name);
      routes.push(...appRoutes(full, group ? segments : [...segments, entry.name]));
      continue;
    }
    const template = '/' + segments.join('/');
    const file = path.relative(APP_DIR, full);
    if (/^page\.(tsx|ts|jsx|js)$/.test(entry.name)) {
      routes.push({ template, kind: 'page', methods: ['GET', 'POST'], file });
    } else if (/^route\.(ts|js)$/.test(entry.name)) {
      routes.push({ template, kind: 'route', methods: exportedMethods(fs.readFileSync(full, 'utf8')), file });
    }
  }
  return routes.sort((a, b) => a.template.localeCompare(b.template));
}

/** The HTTP methods a route handler exports: `export function GET`, `export { handle as POST }`. */
export function exportedMethods(source: string): string[] {
  const named = [...source.matchAll(/export\s+(?:async\s+)?function\s+([A-Z]+)\b/g)].map((m) => m[1]!);
  const aliased = [...source.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) =>
    [...m[1]!.matchAll(/\bas\s+([A-Z]+)\b/g)].map((a) => a[1]!),
  );
  return [...new Set([...named, ...aliased])].filter((m) => HTTP_METHODS.includes(m));
}
