import fc from 'fast-check';

/**
 * Malformed input for the fuzz tests of every public route (issue 35 item 11): what a broken
 * client, a scanner or an attacker sends. Both the API's fuzz (in process) and the web app's (over
 * HTTP) draw from here, with a fixed seed and a bounded number of runs so that CI sends the same
 * requests every time and the run stays short.
 */
export const FUZZ_SEED = 35_011;

/** A string with one lone UTF-16 surrogate: JSON can carry it, UTF-8 cannot. */
const LONE_SURROGATE = 'a\ud800b';

const LONE_SURROGATES = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Percent-encoding that survives lone surrogates (encodeURIComponent throws on them). */
export function percentEncode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    // What a client that writes lone surrogates as CESU-8 sends: not UTF-8 at all.
    return encodeURIComponent(value.replace(LONE_SURROGATES, '')) + '%ED%A0%80';
  }
}

/** Query or path text that is not what a well-behaved client writes, already as it goes on the wire. */
const RAW_GARBAGE = [
  '%ZZ',
  '%',
  '%E0%A4%A',
  '%ED%A0%80',
  '%00',
  'a%00b',
  '%C0%AF',
  '%FF%FE',
  '%25',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%2F..%2F',
  '%5B%5D',
  '%7B%7D',
  '%5B%22a%22',
  '%3Cscript%3E',
];

/** Numbers a route may take for a count, a page or an amount, and what is not one. */
const NUMBERISH = [
  '-1',
  '0',
  '1.5',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '9007199254740993',
  '99999999999999999999999999999999',
  '0x1F',
  '1_000',
  ' 1',
  'null',
  'true',
  '[]',
  '',
];

/** A value of a query parameter or a path segment, percent-encoded or raw garbage. */
export const wireValue = (plausible: fc.Arbitrary<string> = fc.constant('')): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: plausible.map(percentEncode) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_GARBAGE) },
    { weight: 2, arbitrary: fc.constantFrom(...NUMBERISH).map(percentEncode) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map(percentEncode) },
    { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 6_000 }).map((n) => 'x'.repeat(n)) },
    { weight: 1, arbitrary: fc.constant(percentEncode(LONE_SURROGATE)) },
  );

/**
 * A header value a client can put on the wire: Latin-1 without NUL, CR or LF (fetch refuses
 * those before sending), so the server is what has to cope.
 */
export const headerText = (maxLength = 200): fc.Arbitrary<string> =>
  fc.string({
    unit: fc
      .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xff }))
      .map((code) => String.fromCharCode(code)),
    maxLength,
  });

/** A header that is not what the route expects: garbage, too long, or a near miss. */
export const headerValue = (...nearMisses: string[]): fc.Arbitrary<string> =>
  fc.oneof(
    headerText(),
    fc.constantFrom('', ' ', '%ZZ', 'null', 'undefined', '[]', '{}', "'; --", ...nearMisses),
    fc.integer({ min: 1_000, max: 7_000 }).map((n) => 'a'.repeat(n)),
  );

/** Content-Type headers: the right one, near misses, wrong ones and garbage (undefined: none). */
export const contentType: fc.Arbitrary<string | undefined> = fc.oneof(
  fc.constantFrom(
    undefined,
    'application/json',
    'application/json; charset=utf-8',
    'APPLICATION/JSON;CHARSET=UTF-8',
    'application/json; charset',
    'application/json;',
    'application/vnd.api+json',
    'text/plain',
    'text/plain;charset=UTF-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'multipart/form-data; boundary=fuzz',
    'application/xml',
    'image/png',
    '*/*',
  ),
  headerText(60),
);

/** JSON values a field should not hold: wrong types, extremes, NUL, lone surrogates, long text. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    Number.MAX_SAFE_INTEGER + 2,
    -Number.MAX_VALUE,
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    LONE_SURROGATE,
    '<script>alert(1)</script>',
    "'; drop table customers; --",
    '../../etc/passwd',
    '0',
    'NaN',
    '2026-02-30T25:61:00Z',
    [],
    {},
    [null],
    { '': null },
    JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}') as unknown,
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer({ min: 2_000, max: 30_000 }).map((n) => 'é'.repeat(n)),
  fc.jsonValue({ maxDepth: 2 }),
);

/**
 * A request body as text, built around a JSON object (the fields a route reads, plausible or odd):
 * the object, cut short, inside an array, nested past any sane depth, with numbers JSON cannot hold
 * in a double, or no JSON at all.
 */
export function bodyText(object: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<string | undefined> {
  const json = object.map((value) => JSON.stringify(value));
  const firstKey = object.map((value) => Object.keys(value)[0] ?? 'a');
  return fc.oneof(
    { weight: 4, arbitrary: json },
    {
      weight: 2,
      arbitrary: fc
        .tuple(json, fc.nat())
        .map(([text, cut]) => text.slice(0, text.length > 1 ? cut % (text.length - 1) : 0)),
    },
    { weight: 1, arbitrary: json.map((text) => `[${text},${text}]`) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(firstKey, fc.integer({ min: 2_000, max: 40_000 }), fc.boolean())
        .map(([key, depth, arrays]) =>
          arrays
            ? `{${JSON.stringify(key)}:${'['.repeat(depth)}${']'.repeat(depth)}}`
            : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(firstKey, fc.constantFrom('1e400', '-1e400', '123456789012345678901234567890', '-0', '1E+2'))
        .map(([key, number]) => `{${JSON.stringify(key)}:${number}}`),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        undefined,
        '',
        ' ',
        'null',
        '"text"',
        '{',
        '}',
        '{"a":1,}',
        "{'a':1}",
        'a=1&b=%ZZ',
        '--fuzz\r\nContent-Disposition: form-data; name="image"\r\n\r\nnot a photo\r\n--fuzz--\r\n',
        '\u0000\u0001\u0002',
        '\ufeff{}',
      ),
    },
  );
}

/** What is wrong with a 4xx body: not the one error shape (decision 0006), or null when it is. */
export function errorShapeProblem(status: number, text: string): string | null {
  try {
    const { error } = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    if (typeof error?.code === 'string' && typeof error.message === 'string' && error.message) return null;
  } catch {
    // Not JSON: reported below.
  }
  return `answered ${status} outside the error shape: ${text.slice(0, 300)}`;
}

/**
 * Sends a route its classic mistakes, then `runs` requests drawn from `drawn` with the fixed seed,
 * and lists what was answered badly (the first five, each with its request), for one assertion
 * that names every problem rather than stopping at the first.
 */
export async function problemsOf<R>(
  requests: { classics: R[]; drawn: fc.Arbitrary<R>; runs: number },
  problemOf: (request: R) => Promise<string | null>,
): Promise<string[]> {
  const problems: string[] = [];
  const check = async (request: R) => {
    const problem = await problemOf(request);
    if (problem && problems.length < 5) problems.push(`${problem}\n  for ${shown(request)}`);
  };
  for (const request of requests.classics) await check(request);
  await fc.assert(
    fc.asyncProperty(requests.drawn, async (request) => {
      await check(request);
    }),
    { seed: FUZZ_SEED, numRuns: requests.runs },
  );
  return problems;
}

/** A request as JSON with long strings cut, for a failure message. */
const shown = (request: unknown) =>
  JSON.stringify(request, (_, v: unknown) =>
    typeof v === 'string' && v.length > 120 ? `${v.slice(0, 120)}…(${v.length})` : v,
  );
