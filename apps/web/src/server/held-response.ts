/**
 * Holds what Next writes to a response until it ends, so that the page cache can decide what the
 * shopper is sent: the page compressed once (the same bytes it keeps), or, when the page is not
 * one to keep, exactly what Next wrote. Next sets most headers with setHeader and may pass more
 * to writeHead; both are kept. A response larger than `maxBytes` is let through as it comes.
 *
 * With `holds`, only the responses it picks are held (page-policy-handler.ts holds pages, not
 * assets or media): it is asked once, when Next first sends the head or a part of the body.
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

export interface HeldPage {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  /** Too large to hold: it went to the client as Next wrote it. */
  passedThrough: boolean;
}

export interface HeldResponse {
  /** Resolves when Next ends the response. */
  ended: Promise<HeldPage>;
  /** Sends what Next wrote, unchanged. */
  release(): void;
  /** Gives the response back untouched, for the caller to answer it. */
  restore(): void;
}

type Method = (...args: unknown[]) => unknown;

export interface HoldOptions {
  /**
   * Whether to hold this response, given its status and headers so far (it may still change
   * them). Not held: it goes out as Next writes it, and `ended` resolves at once, passed through.
   */
  holds?: (status: number, headers: OutgoingHttpHeaders) => boolean;
}

export function holdResponse(res: ServerResponse, maxBytes: number, options: HoldOptions = {}): HeldResponse {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end } as Record<
    'writeHead' | 'write' | 'end',
    Method
  >;
  const chunks: Buffer[] = [];
  let bytes = 0;
  let headArgs: unknown[] | null = null;
  const headHeaders: OutgoingHttpHeaders = {};
  // Held, or let through: what Next writes next goes straight to the methods held over. Letting
  // through forwards calls rather than putting those methods back, because Next may have wrapped
  // ours meanwhile (its compression does, for an answer sent straight to the client).
  let passing = false;
  let finished = false;
  let finish!: (page: HeldPage) => void;
  const ended = new Promise<HeldPage>((resolve) => (finish = resolve));
  const page = () => ({ status: res.statusCode, headers: { ...res.getHeaders(), ...headHeaders } });
  const passedThrough = () => {
    if (finished) return;
    finished = true;
    finish({ ...page(), body: Buffer.alloc(0), passedThrough: true });
  };

  const restore = () => {
    res.writeHead = original.writeHead as typeof res.writeHead;
    res.write = original.write as typeof res.write;
    res.end = original.end as typeof res.end;
  };
  const sendHead = () => {
    if (headArgs) original.writeHead.apply(res, headArgs);
  };
  const toBuffer = (chunk: unknown, encoding?: unknown): Buffer | null => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return null;
    if (typeof chunk === 'string') {
      return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    }
    // Held as written, not copied: Node's own write() keeps a chunk until the socket takes it, so
    // no writer may change one after writing it. Each copy of a page is memory outside the heap,
    // and enough of it makes V8 collect the whole heap (decision 0015).
    const bytes = chunk as Uint8Array;
    return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  };
  const joined = () => (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
  // Too large to hold: what is held goes out now, and the rest as Next writes it.
  const passThrough = () => {
    passing = true;
    sendHead();
    for (const chunk of chunks.splice(0)) original.write.call(res, chunk);
  };
  const add = (buf: Buffer | null) => {
    if (!buf) return;
    chunks.push(buf);
    bytes += buf.length;
  };
  // Asked once, at the first head or body write: false lets this response go as Next writes it.
  let decided = options.holds === undefined;
  const decide = () => {
    if (decided) return;
    decided = true;
    const { status, headers } = page();
    if (options.holds!(status, headers)) return;
    passing = true;
    passedThrough();
  };

  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (passing) return original.writeHead.apply(res, args);
    const extra = typeof args[1] === 'string' ? args[2] : args[1];
    if (typeof args[0] === 'number') res.statusCode = args[0];
    if (Array.isArray(extra)) {
      for (let i = 0; i + 1 < extra.length; i += 2)
        headHeaders[String(extra[i]).toLowerCase()] = extra[i + 1] as string;
    } else if (extra && typeof extra === 'object') {
      for (const [k, v] of Object.entries(extra)) headHeaders[k.toLowerCase()] = v as string;
    }
    decide();
    if (passing) return original.writeHead.apply(res, args);
    headArgs = args;
    return res;
  } as typeof res.writeHead;
  res.write = function (this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
    decide();
    if (passing) return original.write.call(res, chunk, encoding, callback);
    add(toBuffer(chunk, encoding));
    if (bytes > maxBytes) passThrough();
    const done = [encoding, callback].find((f) => typeof f === 'function') as (() => void) | undefined;
    if (done) queueMicrotask(done);
    // Held in memory: never ask Next to wait for a drain.
    return true;
  } as typeof res.write;
  res.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    decide();
    if (!passing) {
      add(toBuffer(chunk, encoding));
      if (bytes > maxBytes) passThrough();
      else {
        const done = [chunk, encoding, callback].find((f) => typeof f === 'function') as
          (() => void) | undefined;
        if (done) res.once('finish', done);
        finished = true;
        finish({ ...page(), body: joined(), passedThrough: false });
        return res;
      }
      // Passing through now: the last chunk was written with the rest.
      chunk = typeof chunk === 'function' ? chunk : undefined;
      encoding = typeof encoding === 'function' ? encoding : undefined;
    }
    original.end.call(res, chunk, encoding, callback);
    passedThrough();
    return res;
  } as typeof res.end;

  return {
    ended,
    release() {
      restore();
      sendHead();
      original.end.call(res, joined());
    },
    restore,
  };
}
