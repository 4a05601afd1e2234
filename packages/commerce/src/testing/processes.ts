import { spawn } from 'node:child_process';
import path from 'node:path';
import { testDatabaseUrl } from './database.ts';
import { until } from './until.ts';

// The store's entry points run as an operator runs them (`npm run api`, `npm run worker`), as
// child processes against the test database: one node process each (tsx as a loader, not a
// wrapper process in front), so stopping it is a signal to the one child this test started.

const root = path.resolve(import.meta.dirname, '../../../..');

export interface StartedProcess {
  /** Everything it wrote to stdout and stderr so far (its log). */
  output(): string;
  /** Waits until its log contains `text`; throws, with the log, after `timeoutMs`. */
  logged(text: string, timeoutMs?: number): Promise<void>;
  /** SIGTERM, then its exit code (SIGKILL after 15 s: the code is then null). */
  stop(): Promise<number | null>;
  /** SIGKILL at once, as a crash or an out-of-memory kill ends it: nothing of it runs after. */
  kill(): Promise<void>;
}

/** Starts `script` (relative to the repository) with the test database and `env` on top. */
export function startProcess(script: string, env: Record<string, string> = {}): StartedProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: {
      ...process.env,
      APP_ENV: 'test',
      DATABASE_URL: testDatabaseUrl(),
      PUBLIC_ORIGIN: 'https://processes.example',
      SEED_ON_START: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let done = false;
  void exited.then(() => (done = true));
  return {
    output: () => output,
    async logged(text, timeoutMs = 30_000) {
      try {
        await until(() => output.includes(text) || done, timeoutMs);
      } catch {
        throw new Error(`"${text}" not logged within ${timeoutMs} ms:\n${output}`);
      }
      if (!output.includes(text)) throw new Error(`exited before logging "${text}":\n${output}`);
    },
    async kill() {
      if (done) return;
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (done) return exited;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const code = await exited;
      clearTimeout(killer);
      return code;
    },
  };
}
