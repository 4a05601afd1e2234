import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DomainError } from './kernel/errors.ts';
import { ApiError } from './http/errors.ts';
import { ERROR_STATUSES, statusOf } from './error-statuses.ts';

/** The source files that raise errors: the package, the scripts and the web app, tests aside. */
function sources(): { file: string; text: string }[] {
  const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
  return execFileSync('git', ['ls-files', 'packages/commerce/src', 'scripts', 'apps/web/src'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => ({ file, text: readFileSync(`${root}/${file}`, 'utf8') }));
}

/** The error codes a construction names, e.g. both of `new DomainError(a === 'A' ? 'X' : 'Y')`. */
const codesIn = (args: string) => [...args.matchAll(/(?<!===\s*)'([A-Z][A-Z0-9_]+)'/g)].map((m) => m[1]!);

describe('the status table', () => {
  const files = sources();

  it('answers every code the domain raises', () => {
    const missing: string[] = [];
    for (const { file, text } of files)
      for (const [, args] of text.matchAll(/new DomainError\(([^;]*?)\)[;\n]/g))
        for (const code of codesIn(args!)) if (!(code in ERROR_STATUSES)) missing.push(`${file}: ${code}`);
    expect(missing).toEqual([]);
  });

  it('agrees with every status the kit and the web app name when they raise an ApiError', () => {
    const disagreeing: string[] = [];
    for (const { file, text } of files)
      for (const [, status, code] of text.matchAll(/new ApiError\(\s*(\d+),\s*'([A-Z0-9_]+)'/g))
        if (statusOf(code!) !== Number(status)) disagreeing.push(`${file}: ${status} ${code}`);
    expect(disagreeing).toEqual([]);
  });

  it('gives a domain error the status of its code, and an unknown code 500', () => {
    expect(new DomainError('ORDER_NOT_FOUND').status).toBe(404);
    expect(new DomainError('NO_SUCH_CODE').status).toBe(500);
    expect(new DomainError('GIFT_CARD_LOCKED')).toBeInstanceOf(ApiError);
    expect(new ApiError(403, 'XSRF_MISMATCH').status).toBe(403);
  });
});
