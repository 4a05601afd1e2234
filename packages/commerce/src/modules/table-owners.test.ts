import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 30 item 5: each table has one owner. The import fence (foreign-keys-only) keeps another
// module from naming an owner's Drizzle table outside its own schema.ts (foreign-keys-only); this reads the SQL that
// the fence cannot see (sql`...` and raw statements) for a table of another module after FROM,
// JOIN, UPDATE, INTO or DELETE FROM.

const modulesDir = path.dirname(fileURLToPath(import.meta.url));

/** Table name -> owning module, from each module's pgTable('name') declarations. */
function owners(): Map<string, string> {
  const found = new Map<string, string>();
  for (const module of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!module.isDirectory()) continue;
    let schema: string;
    try {
      schema = readFileSync(path.join(modulesDir, module.name, 'schema.ts'), 'utf8');
    } catch {
      continue;
    }
    for (const [, table] of schema.matchAll(/(?:pgTable|[A-Za-z]+Table)\(\s*'([a-z_]+)'/g))
      found.set(table!, module.name);
  }
  return found;
}

/** The source files of a module that are not its schema, demo data or tests. */
function sources(module: string): { file: string; text: string }[] {
  const dir = path.join(modulesDir, module);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !/\.test\.ts$|^schema\.ts$|^seed\.ts$/.test(file))
    .map((file) => ({ file: `${module}/${file}`, text: readFileSync(path.join(dir, file), 'utf8') }));
}

describe('table owners', () => {
  it('finds the tables of the modules', () => {
    const tables = owners();
    expect(tables.get('customers')).toBe('customer');
    expect(tables.get('gift_cards')).toBe('giftcard');
  });

  it('no module writes SQL against a table another module owns', () => {
    const tables = owners();
    // The catalogue's read side reads the catalogue's tables (decision 0063).
    const readers: Record<string, string[]> = { listing: ['catalog'], merchandising: ['catalog'] };
    const offences: string[] = [];
    const modules = readdirSync(modulesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    for (const { name: module } of modules) {
      for (const { file, text } of sources(module)) {
        // After a keyword, or in a comma-separated FROM list with its alias (`, product_variants v`).
        const named = [
          ...text.matchAll(/\b(?:from|join|update|into)\s+([a-z_]+)\b/gi),
          ...text.matchAll(/,\s*([a-z_]+)\s+[a-z]{1,2}\b\s*(?:,|\n|where\b)/g),
        ];
        for (const [, table] of named) {
          const owner = tables.get(table!);
          if (owner && owner !== module && !readers[module]?.includes(owner))
            offences.push(`${file}: ${table} (${owner})`);
        }
      }
    }
    expect([...new Set(offences)]).toEqual([]);
  });
});
