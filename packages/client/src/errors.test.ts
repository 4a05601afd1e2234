import { describe, expect, it } from 'vitest';
import { ApiRequestError, isApiRequestError, RequestTimeoutError } from './errors.ts';

const init = {
  status: 404,
  code: 'CONTENT_NOT_FOUND',
  message: 'Not found',
  path: 'v1/x',
  method: 'GET' as const,
};

describe('ApiRequestError across bundles', () => {
  it('is recognised when another copy of the package made it (Next bundles it more than once)', () => {
    // What a second copy's instance looks like to this one: its own class, the same mark.
    class OtherCopy extends Error {
      readonly status = 404;
    }
    const foreign = Object.assign(new OtherCopy('Not found'), {
      [Symbol.for('vitrine.ApiRequestError')]: true,
    });
    expect(foreign instanceof ApiRequestError).toBe(true);
    expect(isApiRequestError(foreign)).toBe(true);
  });

  it('still tells errors apart: a plain error is not one, a timeout is one and is a timeout', () => {
    expect(new Error('x') instanceof ApiRequestError).toBe(false);
    expect((null as unknown as object) instanceof ApiRequestError).toBe(false);
    expect(new ApiRequestError(init) instanceof RequestTimeoutError).toBe(false);
    const timeout = new RequestTimeoutError({ path: 'v1/x', method: 'GET' });
    expect(timeout instanceof ApiRequestError).toBe(true);
    expect(timeout instanceof RequestTimeoutError).toBe(true);
  });
});
