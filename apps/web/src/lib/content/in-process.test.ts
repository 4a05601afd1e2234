import { describe, expect, it } from 'vitest';
import { inProcessFetch } from './in-process';

// Decision 0059: the content reads of a render are answered by this process's API instance, with
// what the content client and the preview relied on of fetch.

const noThrows = () => {
  throw new Error('the handler was not expected to throw');
};

describe('a fetch answered in process', () => {
  it('hands the request to the handler and gives its answer back', async () => {
    const seen: { input: string; authorization: string | null }[] = [];
    const send = inProcessFetch((input, init) => {
      seen.push({ input, authorization: new Headers(init.headers).get('authorization') });
      return Response.json({ ok: true }, { status: 201 });
    }, noThrows);
    const response = await send('http://127.0.0.1:3000/api/v1/footer', {
      headers: { authorization: 'Bearer t' },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(seen).toEqual([{ input: 'http://127.0.0.1:3000/api/v1/footer', authorization: 'Bearer t' }]);
  });

  it('stops waiting when the caller’s signal times out, with the signal’s reason, as fetch does', async () => {
    const send = inProcessFetch(() => new Promise<Response>(() => {}), noThrows);
    const started = Date.now();
    const answer = send('http://127.0.0.1:3000/api/v1/menu/preview', { signal: AbortSignal.timeout(50) });
    await expect(answer).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('asks nothing for a request whose signal has already ended', async () => {
    let asked = 0;
    const send = inProcessFetch(() => {
      asked += 1;
      return new Response('{}');
    }, noThrows);
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    await expect(send('http://127.0.0.1:3000/api/v1/footer', { signal: controller.signal })).rejects.toThrow(
      'gone',
    );
    expect(asked).toBe(0);
  });

  it('answers 500 when the handler throws instead of answering, and hands the error on', async () => {
    const thrown: unknown[] = [];
    const failure = new Error('DATABASE_URL is not set');
    const send = inProcessFetch(
      () => {
        throw failure;
      },
      (error) => thrown.push(error),
    );
    expect((await send('http://127.0.0.1:3000/api/v1/footer', {})).status).toBe(500);
    expect(thrown).toEqual([failure]);
  });
});
