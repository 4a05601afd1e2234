import { describe, expect, it } from 'vitest';
import { partCycles, partOf, type Edge } from './module-cycles-graph.ts';

const edge = (from: string, to: string): Edge => ({ from, to, file: `${from}/a.ts`, imports: `${to}/b.ts` });

describe('partOf', () => {
  it('folds a file into its module, the kernel, the http kit, the db set-up, the package or the app', () => {
    expect(partOf('packages/commerce/src/modules/quote/rows.ts')).toBe('modules/quote');
    expect(partOf('packages/commerce/src/kernel/errors.ts')).toBe('kernel');
    expect(partOf('packages/commerce/src/http/errors.ts')).toBe('http');
    expect(partOf('packages/commerce/src/db/client.ts')).toBe('db');
    expect(partOf('packages/commerce/src/db/seed/drawing.ts')).toBe('setup');
    expect(partOf('packages/commerce/src/db/schema.ts')).toBe('setup');
    expect(partOf('packages/commerce/src/env.ts')).toBe('commerce');
    expect(partOf('packages/commerce/src/api.ts')).toBe('root');
    expect(partOf('packages/commerce/src/order-hooks.ts')).toBe('root');
    expect(partOf('packages/config/src/locales.ts')).toBe('config');
    expect(partOf('apps/web/src/app/layout.tsx')).toBe('web');
    expect(partOf('node_modules/hono/dist/index.js')).toBeUndefined();
  });
});

describe('partCycles', () => {
  it('finds no cycle in a layered graph', () => {
    expect(
      partCycles([edge('web', 'commerce'), edge('commerce', 'modules/quote'), edge('web', 'config')]),
    ).toEqual([]);
  });

  it('finds each loop once, its parts sorted, with one import per tie as evidence', () => {
    const cycles = partCycles([
      edge('modules/order', 'modules/giftcard'),
      edge('modules/giftcard', 'modules/checkout'),
      edge('modules/checkout', 'modules/order'),
      edge('modules/checkout', 'modules/order'),
      edge('http', 'modules/quote'),
      edge('modules/quote', 'http'),
      edge('web', 'http'),
    ]);
    expect(cycles.map((c) => c.parts)).toEqual([
      ['http', 'modules/quote'],
      ['modules/checkout', 'modules/giftcard', 'modules/order'],
    ]);
    expect(cycles[1]!.edges).toHaveLength(3);
  });
});
