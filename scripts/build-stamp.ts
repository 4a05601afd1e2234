import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * What a production build depends on; a change to any of these means "build again". patches/ too:
 * what patch-package changes in Next's React DOM is bundled into the app's scripts.
 */
const INPUTS = ['apps/web', 'packages/config/src', 'packages/commerce/src', 'package-lock.json', 'patches'];
const SKIP = new Set(['node_modules', '.next', 'e2e', 'test-results', 'playwright-report']);
const STAMP = 'apps/web/.next/vitrine-build-stamp';

async function* files(dir: string): AsyncGenerator<string> {
  let entries;
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (!/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/** A content hash of the build inputs (content, not mtimes: a fresh clone of the same commit matches). */
export async function buildHash(root: string): Promise<string> {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    const full = path.join(root, input);
    const stat = await fs.stat(full).catch(() => undefined);
    if (!stat) continue;
    const list = stat.isDirectory()
      ? files(full)
      : (async function* () {
          yield full;
        })();
    for await (const file of list) {
      hash.update(path.relative(root, file));
      hash.update(await fs.readFile(file));
    }
  }
  return hash.digest('hex');
}

export async function buildIsCurrent(root: string): Promise<boolean> {
  const recorded = await fs.readFile(path.join(root, STAMP), 'utf8').catch(() => '');
  return recorded !== '' && recorded === (await buildHash(root));
}

export async function recordBuild(root: string): Promise<void> {
  await fs.writeFile(path.join(root, STAMP), await buildHash(root));
}
