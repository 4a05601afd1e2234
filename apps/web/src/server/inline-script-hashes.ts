/**
 * The hashes a page's Content-Security-Policy names so that its own inline scripts run, and no
 * other inline script does (decision 0032).
 *
 * Next writes a page's data inline (`self.__next_f.push([1,"…"])`, different on every page) and a
 * chunk list (`(globalThis["TURBOPACK"] || …).push({…});`); the store adds the constants of
 * lib/inline-scripts.ts. A page is kept in the page cache and sent to many shoppers, so a nonce
 * cannot be written into it; the server reads the finished page instead, once per rendering, and
 * names each of these scripts by its sha256 (CSP Level 3 hash-source).
 *
 * Hashing every inline script of the page would also allow one that got in through a hole (the
 * thing the policy is for). So a script is named only when it has one of those shapes and its
 * data is JSON (`JSON.parse` takes the whole argument or nothing): data handed to Next's queues,
 * never code. Anything else stays unnamed, and the browser refuses to run it.
 */
import { createHash } from 'node:crypto';
import { OWN_INLINE_SCRIPTS } from '../lib/inline-scripts';

const OPEN = Buffer.from('<script');
const CLOSE = Buffer.from('</script');
const GT = 0x3e;

/** Next's first data script (use-flight-response.ts `writeInitialInstructions`). */
const FLIGHT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT_PUSH = 'self.__next_f.push(';
/** Turbopack's chunk-group bootstrap (get-page-files.ts `getTurbopackChunkGroupBootstrap`), per line. */
const CHUNK_BOOTSTRAP =
  /^\(globalThis\[("[A-Za-z_$][\w$]*")\] \|\| \(globalThis\[\1\] = \[\]\)\)\.push\((.*)\);$/;

/** Script types that are data, not code (JSON-LD): no policy applies to them. */
const DATA_TYPES = new Set(['application/ld+json', 'application/json']);

export interface InlineScripts {
  /** `'sha256-…'` sources, each once, in page order. */
  hashes: string[];
  /** Inline scripts of no known shape: left out, so the browser will not run them. */
  refused: number;
}

/** The inline scripts of an HTML document (as sent, uncompressed) that its policy names. */
export function inlineScriptHashes(html: Buffer): InlineScripts {
  const hashes = new Set<string>();
  let refused = 0;
  let at = html.indexOf(OPEN);
  while (at !== -1) {
    const nameEnd = at + OPEN.length;
    const tagEnd = isTagNameEnd(html[nameEnd]) ? endOfTag(html, nameEnd) : -1;
    if (tagEnd === -1) {
      at = html.indexOf(OPEN, nameEnd);
      continue;
    }
    // React writes tag names in lower case; a script closed otherwise is not one of its own.
    const close = html.indexOf(CLOSE, tagEnd + 1);
    if (close === -1) break;
    const attributes = html.toString('utf8', nameEnd, tagEnd);
    if (!hasAttribute(attributes, 'src') && !DATA_TYPES.has(typeOf(attributes))) {
      const body = html.subarray(tagEnd + 1, close);
      if (isKnownInlineScript(body.toString('utf8'))) {
        hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
      } else refused++;
    }
    at = html.indexOf(OPEN, close + CLOSE.length);
  }
  return { hashes: [...hashes], refused };
}

/** Whether an inline script's text is one the store or Next writes, with data only. */
export function isKnownInlineScript(text: string): boolean {
  if (OWN_INLINE_SCRIPTS.includes(text) || text === FLIGHT_BOOTSTRAP) return true;
  // With a server action's form state, the bootstrap and its first push share one script.
  if (text.startsWith(`${FLIGHT_BOOTSTRAP};`)) return isFlightPush(text.slice(FLIGHT_BOOTSTRAP.length + 1));
  if (text.startsWith(FLIGHT_PUSH)) return isFlightPush(text);
  return text.split('\n').every(isChunkBootstrapLine);
}

/** `self.__next_f.push([n, …])` with a JSON array: an instruction number and its data. */
function isFlightPush(text: string): boolean {
  if (!text.startsWith(FLIGHT_PUSH) || !text.endsWith(')')) return false;
  const data = parseJson(text.slice(FLIGHT_PUSH.length, -1));
  return Array.isArray(data) && typeof data[0] === 'number';
}

function isChunkBootstrapLine(line: string): boolean {
  const match = CHUNK_BOOTSTRAP.exec(line);
  const params = match ? parseJson(match[2]!) : undefined;
  return typeof params === 'object' && params !== null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isTagNameEnd(byte: number | undefined): boolean {
  return byte === GT || byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d;
}

/** The index of the `>` that ends a start tag, quotes respected; -1 when there is none. */
function endOfTag(html: Buffer, from: number): number {
  let quote = 0;
  for (let i = from; i < html.length; i++) {
    const byte = html[i]!;
    if (quote) {
      if (byte === quote) quote = 0;
    } else if (byte === 0x22 || byte === 0x27) quote = byte;
    else if (byte === GT) return i;
  }
  return -1;
}

function hasAttribute(attributes: string, name: string): boolean {
  return new RegExp(`(?:^|\\s)${name}(?:\\s*=|\\s|$)`, 'i').test(attributes);
}

function typeOf(attributes: string): string {
  const match = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i.exec(attributes);
  return (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim().toLowerCase();
}
