import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/**
 * patches/next+*.patch (decision 0025), applied by `npm install`'s postinstall: the React DOM that
 * Next bundles into the browser's scripts put a textarea's server text back over what was typed
 * into it before the page hydrated (inputs it leaves alone). A merchandiser's JSON typed on a slow
 * connection became "{}" again and was saved so. e2e/staff-content.spec.ts shows the behaviour;
 * this says at once when an install skipped the patch or a Next upgrade no longer fits it.
 */
const source = (build: 'production' | 'development') =>
  readFileSync(
    createRequire(import.meta.url).resolve(`next/dist/compiled/react-dom/cjs/react-dom-client.${build}.js`),
    'utf8',
  );

describe('decision 0025: hydration keeps what was typed into a textarea', () => {
  it('the production client the build bundles carries the patch', () => {
    const code = source('production');
    expect(code).toContain('function initTextarea(element, value, defaultValue, children, isHydrating) {');
    expect(code).toContain('initTextarea(instance, props.value, props.defaultValue, props.children, !0);');
  });

  it('so does the development client `npm run dev` uses', () => {
    const code = source('development');
    expect(code).toContain('function initTextarea(element, value, defaultValue, children, isHydrating) {');
    expect(code).toMatch(
      /initTextarea\(\s*didHydrate,\s*props\.value,\s*props\.defaultValue,\s*props\.children,\s*!0\s*\)/,
    );
  });
});
