import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { testDatabaseUrl } from './database.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

/** `npm run ops -- ...` as an operator runs it, against the test database. */
export async function ops(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(tsx, ['scripts/ops.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: testDatabaseUrl(), PUBLIC_ORIGIN: 'https://ops.example' },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}
