import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * `npm run ops` (the operator command, docs/operations/orders.md) against the e2e server's
 * database: playwright.config.ts starts it with DATA_DIR=.test-data/e2e and no DATABASE_URL.
 */
export async function ops(...args: string[]): Promise<string> {
  // DATABASE_URL would win over DATA_DIR: the e2e server has none.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const { stdout } = await run('npm', ['run', '--silent', 'ops', '--', ...args], {
    cwd: root,
    env: { ...env, DATA_DIR: path.join(root, '.test-data/e2e') },
    timeout: 90_000,
  });
  return stdout;
}
