import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/**
 * patches/next+*.patch (decision 0019), applied by `npm install`'s postinstall: Next's page cache
 * serialised every page it stored to JSON only to measure it, CPU spent on every first render
 * of a product or category page. An install that skipped the patch (`--ignore-scripts`) or a Next
 * upgrade it no longer fits would quietly bring that back; this says so instead.
 */
describe('decision 0019: Next measures only what it must', () => {
  it('the runtime the production server loads carries the patch', () => {
    const runtime = createRequire(import.meta.url).resolve(
      'next/dist/compiled/next-server/app-page-turbo.runtime.prod.js',
    );
    const source = readFileSync(runtime, 'utf8');
    expect(source).toContain('let i=r.fetchCache?JSON.stringify(t).length:0;');
    expect(source).not.toContain('let i=JSON.stringify(t).length;');
  });
});

/**
 * The same patch, decision 0036: a server action's body that Next cannot decode (malformed JSON, a
 * broken multipart form) or that decodes to no list of arguments is the client's mistake, answered
 * 400, where Next answers 500.
 */
describe('decision 0036: an undecodable server action body is a 400', () => {
  it('the runtime the production server loads carries the patch', () => {
    const runtime = createRequire(import.meta.url).resolve(
      'next/dist/compiled/next-server/app-page-turbo.runtime.prod.js',
    );
    const source = readFileSync(runtime, 'utf8');
    expect(source.match(/return vtBadBody\(e\)|return [rn]\.abort\(\),vtBadBody\(e\)/g)).toHaveLength(4);
    expect(source).not.toContain('catch(e){throw r.abort(),e}');
    expect(source).toContain('if(!Array.isArray(c)||c.length>1e3)return vtBadBody(');
  });
});
