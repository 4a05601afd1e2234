import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApiDocuments } from './openapi-document.ts';

const docs = path.resolve(import.meta.dirname, '../../../docs/api');

describe('docs/api OpenAPI documents', () => {
  it('match the routes (run `npm run openapi` after changing an endpoint)', async () => {
    const generated = await openApiDocuments();
    for (const version of ['v1', 'v2'] as const) {
      const committed = JSON.parse(await fs.readFile(path.join(docs, `openapi-${version}.json`), 'utf8'));
      expect(committed, `docs/api/openapi-${version}.json is stale`).toEqual(generated[version]);
    }
  });
});
