import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * patches/next-intl+*.patch (decision 0021), applied by `npm install`'s postinstall: next-intl made
 * a new formatter cache for every request, so every render compiled the same ICU messages again
 * and built its own Intl number and plural formatters. An install that skipped the patch
 * (`--ignore-scripts`) or an upgrade it no longer fits would quietly bring that back; this says so.
 */
const entry = createRequire(import.meta.url).resolve('next-intl'); // <package>/dist/.../index.js
const dist = path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'dist/esm');
const getConfig = (build: 'production' | 'development') =>
  readFileSync(path.join(dist, build, 'server/react-server/getConfig.js'), 'utf8');

describe('decision 0021: next-intl keeps its formatters per process and time zone', () => {
  it('the production build Next bundles for the server carries the patch', () => {
    const source = getConfig('production');
    expect(source).toContain('l=(M=>Z=>{let C=M.get(Z);return C||M.set(Z,C=r()),C})(new Map)');
    expect(source).toContain('_formatters:m(l(o.timeZone||a()))');
    expect(source).not.toContain('l=e(r)');
  });

  it('so does the development build `npm run dev` uses', () => {
    const source = getConfig('development');
    expect(source).toContain('getFormatters(getCache(runtimeConfig.timeZone || getDefaultTimeZone()))');
    expect(source).not.toContain('const getCache = cache(_createCache);');
  });
});
