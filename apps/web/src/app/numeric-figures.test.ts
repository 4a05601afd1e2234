import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 29 item 15: every number the store shows (order and gift-card numbers, prices, quantities,
 * dates) in lining, tabular figures. One inherited rule on the body does it; a Tailwind numeric
 * utility on an element would replace the whole property there, and in the display face bring
 * back its old-style figures ("VT1ooo9o"). The e2e order journey reads the computed style.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('numbers in lining, tabular figures', () => {
  it('the body sets them for everything inside it', () => {
    const css = readFileSync(path.join(SRC, 'app/globals.css'), 'utf8');
    const body = /(?:^|\n)body \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(body).toMatch(/font-variant-numeric: lining-nums tabular-nums;/);
  });

  it('no component replaces them with a numeric utility', () => {
    const utility = /\b(normal|lining|oldstyle|proportional|tabular)-nums\b|\b(diagonal|stacked)-fractions\b/;
    const offenders = sources(SRC).filter((file) => utility.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(SRC, file))).toEqual([]);
  });
});
