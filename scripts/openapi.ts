/** `npm run openapi`: writes docs/api/openapi-v1.json and -v2.json from the code. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openApiDocuments } from '../packages/commerce/src/openapi-document.ts';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/api');
await fs.mkdir(out, { recursive: true });
for (const [version, doc] of Object.entries(await openApiDocuments())) {
  await fs.writeFile(path.join(out, `openapi-${version}.json`), `${JSON.stringify(doc, null, 2)}\n`);
  console.log(`wrote docs/api/openapi-${version}.json`);
}
