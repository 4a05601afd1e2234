import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env.ts';
import { warnIfSandboxInProduction } from './runtime.ts';

function recordingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

describe('PAYMENT_PROVIDER', () => {
  it('defaults to the sandbox and refuses an unknown provider at start-up', () => {
    expect(loadEnv({}).PAYMENT_PROVIDER).toBe('sandbox');
    expect(() => loadEnv({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('says loudly in production that the sandbox takes no real money', () => {
    const { log, lines } = recordingLogger();
    expect(warnIfSandboxInProduction({ APP_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }, log)).toBe(true);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.level).toBe(40);
    expect(lines[0]!.msg).toMatch(/NO REAL MONEY/);
  });

  it('stays quiet outside production', () => {
    const { log, lines } = recordingLogger();
    for (const APP_ENV of ['development', 'test', 'staging'] as const)
      expect(warnIfSandboxInProduction({ APP_ENV, PAYMENT_PROVIDER: 'sandbox' }, log)).toBe(false);
    expect(lines).toEqual([]);
  });

  it('LOQATE_KEY must look like a Loqate key', () => {
    expect(loadEnv({ LOQATE_KEY: 'AA11-BB22-CC33-DD44' }).LOQATE_KEY).toBe('AA11-BB22-CC33-DD44');
    expect(() => loadEnv({ LOQATE_KEY: 'not-a-key' })).toThrow(/LOQATE_KEY/);
  });
});
