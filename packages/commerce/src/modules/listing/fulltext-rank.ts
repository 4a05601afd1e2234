// PostgreSQL's full-text pieces the listing index needs to answer a search in memory
// (listing-index-text.ts, decision 0023): reading a tsvector and a tsquery from their text form,
// and ts_rank(document, query, 32) computed exactly as PostgreSQL computes it.
//
// Exactly, because the listing index and the SQL listing must order a search's results the same
// way, ties included (listing-index.int.test.ts compares them). ts_rank works in single precision
// (tsrank.c: calc_rank, calc_rank_and, calc_rank_or), with some steps in double: every float
// store is Math.fround here, and every double step is left in double. A product of two floats is
// exact in double, so rounding it once to float gives what C's float arithmetic gives; the same
// holds for +, -, / and sqrt.
//
// Only the queries a shopper's words make are handled: lexemes joined by & and |, in
// parentheses. A phrase (<->), a negation (!), a prefix (:*) or a weight (:A) gives undefined,
// and the caller asks PostgreSQL.

/** A document's lexemes, each with its positions as PostgreSQL stores them (weight << 14 | pos). */
export type Document = Map<string, number[]>;

/** Default weights of ts_rank, by WEP_GETWEIGHT: D, C, B, A. */
const WEIGHTS = [Math.fround(0.1), Math.fround(0.2), Math.fround(0.4), Math.fround(1.0)] as const;
const WEIGHT_OF_LETTER: Readonly<Record<string, number>> = { A: 3, B: 2, C: 1, D: 0 };
const MAX_ENTRY_POS = 1 << 14;
const f = Math.fround;

/** Reads a quoted lexeme ('it''s', 'x\\y') starting at text[start] === "'"; returns it and the index after it. */
function quoted(text: string, start: number): [string, number] | undefined {
  let out = '';
  let i = start + 1;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\\') {
      out += text[i + 1] ?? '';
      i += 2;
    } else if (c === "'") {
      if (text[i + 1] === "'") {
        out += "'";
        i += 2;
      } else {
        return [out, i + 1];
      }
    } else {
      out += c;
      i++;
    }
  }
  return undefined;
}

/**
 * Reads a tsvector's text form (`'black':7B,8B 'dress':4A`), calling `visit` with each lexeme and
 * its positions (none for a lexeme of a stripped vector). `positions` is reused between calls.
 */
export function readTsvector(text: string, visit: (lexeme: string, positions: number[]) => void): void {
  const positions: number[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] === ' ') {
      i++;
      continue;
    }
    const lexeme = quoted(text, i);
    if (!lexeme) throw new Error(`not a tsvector: ${text.slice(0, 80)}`);
    let j = lexeme[1];
    positions.length = 0;
    if (text[j] === ':') {
      j++;
      for (;;) {
        let pos = 0;
        while (j < text.length && text.charCodeAt(j) >= 48 && text.charCodeAt(j) <= 57) {
          pos = pos * 10 + text.charCodeAt(j) - 48;
          j++;
        }
        const weight = WEIGHT_OF_LETTER[text[j] ?? ''];
        if (weight !== undefined) j++;
        positions.push(((weight ?? 0) << 14) | Math.min(pos, MAX_ENTRY_POS - 1));
        if (text[j] !== ',') break;
        j++;
      }
    }
    visit(lexeme[0], positions);
    i = j;
  }
}

/** A tsvector's text form as lexeme → positions. */
export function parseTsvector(text: string): Document {
  const doc: Document = new Map();
  readTsvector(text, (lexeme, positions) => doc.set(lexeme, [...positions]));
  return doc;
}

/** A query of lexemes joined by & and |: the only kind ranked in memory. */
export type TextQuery = { lexeme: string } | { op: '&' | '|'; left: TextQuery; right: TextQuery };

/**
 * A tsquery's text form (`'black' & ( 'dress' | 'robe' )`), or undefined when it holds anything
 * but lexemes, & and | (or is empty). & binds tighter than |, as in PostgreSQL.
 */
export function parseTsquery(text: string): TextQuery | undefined {
  let i = 0;
  const skip = () => {
    while (text[i] === ' ') i++;
  };
  function operand(): TextQuery | undefined {
    skip();
    if (text[i] === '(') {
      i++;
      const inner = or();
      skip();
      if (text[i] !== ')') return undefined;
      i++;
      return inner;
    }
    if (text[i] !== "'") return undefined;
    const lexeme = quoted(text, i);
    if (!lexeme) return undefined;
    i = lexeme[1];
    // ':*' (prefix) or ':AB' (weights): not ranked here.
    if (text[i] === ':') return undefined;
    return { lexeme: lexeme[0] };
  }
  /** Operands of `next` joined by `op`, left to right. */
  function chain(op: '&' | '|', next: () => TextQuery | undefined): TextQuery | undefined {
    let left = next();
    for (;;) {
      if (!left) return undefined;
      skip();
      if (text[i] !== op) return left;
      i++;
      const right = next();
      if (!right) return undefined;
      left = { op, left, right };
    }
  }
  const and = () => chain('&', operand);
  const or = (): TextQuery | undefined => chain('|', and);
  const query = or();
  skip();
  return query && i === text.length ? query : undefined;
}

/** Byte order of UTF-8, which is code point order: PostgreSQL's tsCompareString. */
function compareLexemes(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

/**
 * The query's distinct lexemes in PostgreSQL's order (SortAndUniqItems), and whether its root is
 * an AND (calc_rank's choice between calc_rank_and and calc_rank_or).
 */
export interface RankPlan {
  items: string[];
  and: boolean;
}

export function rankPlan(query: TextQuery): RankPlan {
  const all: string[] = [];
  const collect = (q: TextQuery) => {
    if ('lexeme' in q) all.push(q.lexeme);
    else {
      collect(q.left);
      collect(q.right);
    }
  };
  collect(query);
  const items = [...new Set(all)].sort(compareLexemes);
  return { items, and: !('lexeme' in query) && query.op === '&' };
}

function wordDistance(dist: number): number {
  if (dist > 100) return f(1e-30);
  return f(1.0 / (1.005 + 0.05 * Math.exp(f(dist) / 1.5 - 2)));
}

const wpos = (position: number) => WEIGHTS[position >> 14]!;

/**
 * Where a document's positions of each query item are: data[start[i] .. end[i]) for item i,
 * start[i] < 0 when the document lacks it. Flat, so that ranking 20,000 documents allocates
 * nothing per document.
 */
export interface ItemPositions {
  data: ArrayLike<number>;
  start: Int32Array;
  end: Int32Array;
}

/** A lexeme without positions counts as one at position 0, weight D (calc_rank_or's posnull). */
function rankOr(items: number, at: ItemPositions): number {
  let res = f(0);
  for (let i = 0; i < items; i++) {
    const from = at.start[i]!;
    if (from < 0) continue;
    const count = Math.max(1, at.end[i]! - from);
    const empty = at.end[i] === from;
    let resj = f(0);
    let wjm = f(-1);
    let jm = 0;
    for (let j = 0; j < count; j++) {
      const w = empty ? WEIGHTS[0] : wpos(at.data[from + j]!);
      resj = f(resj + f(w / ((j + 1) * (j + 1))));
      if (w > wjm) {
        wjm = w;
        jm = j;
      }
    }
    res = f(res + f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685);
  }
  return items > 0 ? f(res / items) : res;
}

/** A lexeme without positions counts as one at the last position, weight D (POSNULL). */
const NULL_POSITION = MAX_ENTRY_POS - 1;

function rankAnd(items: number, at: ItemPositions): number {
  if (items < 2) return rankOr(items, at);
  let res = f(-1);
  for (let i = 0; i < items; i++) {
    const from = at.start[i]!;
    if (from < 0) continue;
    const iNull = at.end[i] === from;
    const iCount = iNull ? 1 : at.end[i]! - from;
    for (let k = 0; k < i; k++) {
      const kFrom = at.start[k]!;
      if (kFrom < 0) continue;
      const kNull = at.end[k] === kFrom;
      const kCount = kNull ? 1 : at.end[k]! - kFrom;
      for (let a = 0; a < iCount; a++) {
        const l = iNull ? NULL_POSITION : at.data[from + a]!;
        for (let b = 0; b < kCount; b++) {
          const p = kNull ? NULL_POSITION : at.data[kFrom + b]!;
          let dist = Math.abs((l & (MAX_ENTRY_POS - 1)) - (p & (MAX_ENTRY_POS - 1)));
          if (dist === 0 && !iNull && !kNull) continue;
          if (dist === 0) dist = MAX_ENTRY_POS;
          const curw = f(Math.sqrt(f(f(wpos(l) * wpos(p)) * wordDistance(dist))));
          res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
        }
      }
    }
  }
  return res;
}

/** ts_rank(document, query, 32) of one document, its positions of plan.items given by `at`. */
export function tsRank32(plan: RankPlan, at: ItemPositions): number {
  const items = plan.items.length;
  if (items === 0) return 0;
  let res = plan.and ? rankAnd(items, at) : rankOr(items, at);
  if (res < 0) res = f(1e-20);
  // Normalization 32: rank / (rank + 1).
  return f(res / f(res + 1));
}

/** ts_rank(document, query, 32) of a parsed document (tests, and anything not ranking in bulk). */
export function rankDocument(plan: RankPlan, document: Document): number {
  const data: number[] = [];
  const start = new Int32Array(plan.items.length);
  const end = new Int32Array(plan.items.length);
  plan.items.forEach((lexeme, i) => {
    const positions = document.get(lexeme);
    start[i] = positions ? data.length : -1;
    if (positions) data.push(...positions);
    end[i] = data.length;
  });
  return tsRank32(plan, { data, start, end });
}
