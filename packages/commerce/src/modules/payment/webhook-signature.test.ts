import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { computeSignature, signatureHeader, verifySignature } from './webhook-signature.ts';

const SECRET = 'whsec_test_0123456789abcdefghijklmnopqrstuv';
const OTHER = 'whsec_other_0123456789abcdefghijklmnopqrstu';
const body = '{"id":"evt_1","type":"payment.captured","created":1800000000}';
const t = 1_800_000_000;
const at = (seconds: number) => () => new Date(seconds * 1000);

describe('webhook signatures (Stripe scheme)', () => {
  it('is the hex HMAC-SHA256 of "<t>.<raw body>"', () => {
    const expected = createHmac('sha256', SECRET).update(`${t}.${body}`).digest('hex');
    expect(computeSignature(SECRET, t, body)).toBe(expected);
    expect(signatureHeader(SECRET, t, body)).toBe(`t=${t},v1=${expected}`);
    // Bytes and text of one body sign alike.
    expect(computeSignature(SECRET, t, new TextEncoder().encode(body))).toBe(expected);
  });

  it('verifies what it signs, at the same instant and within five minutes either way', () => {
    const header = signatureHeader(SECRET, t, body);
    expect(verifySignature(body, header, SECRET, { now: at(t) })).toEqual({ ok: true, timestamp: t });
    expect(verifySignature(body, header, SECRET, { now: at(t + 300) }).ok).toBe(true);
    expect(verifySignature(body, header, SECRET, { now: at(t - 300) }).ok).toBe(true);
  });

  it('refuses a timestamp more than five minutes old or ahead', () => {
    const header = signatureHeader(SECRET, t, body);
    expect(verifySignature(body, header, SECRET, { now: at(t + 301) })).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(verifySignature(body, header, SECRET, { now: at(t - 301) })).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses a body altered by one byte, another secret, and a signature moved to another time', () => {
    const header = signatureHeader(SECRET, t, body);
    expect(verifySignature(body.replace('captured', 'refunded'), header, SECRET, { now: at(t) })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifySignature(`${body} `, header, SECRET, { now: at(t) }).ok).toBe(false);
    expect(verifySignature(body, header, OTHER, { now: at(t) }).ok).toBe(false);
    const moved = header.replace(`t=${t}`, `t=${t + 60}`);
    expect(verifySignature(body, moved, SECRET, { now: at(t + 60) })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
  });

  it('refuses a missing or malformed header', () => {
    const v1 = computeSignature(SECRET, t, body);
    const now = { now: at(t) };
    expect(verifySignature(body, undefined, SECRET, now)).toEqual({ ok: false, reason: 'missing' });
    expect(verifySignature(body, '', SECRET, now)).toEqual({ ok: false, reason: 'missing' });
    expect(verifySignature(body, `v1=${v1}`, SECRET, now)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifySignature(body, `t=${t}`, SECRET, now)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifySignature(body, `t=${t},v0=${v1}`, SECRET, now).ok).toBe(false);
    expect(verifySignature(body, `t=${t},t=${t},v1=${v1}`, SECRET, now).ok).toBe(false);
    expect(verifySignature(body, `t=abc,v1=${v1}`, SECRET, now).ok).toBe(false);
    expect(verifySignature(body, `t=${t},v1=${v1.slice(2)}`, SECRET, now).ok).toBe(false);
  });

  it('takes any of several v1 signatures, so a secret can be rotated', () => {
    // The provider signs with the old and the new secret while both are live.
    const both = signatureHeader([OTHER, SECRET], t, body);
    expect(both.match(/v1=/g)).toHaveLength(2);
    expect(verifySignature(body, both, SECRET, { now: at(t) }).ok).toBe(true);
    expect(verifySignature(body, both, OTHER, { now: at(t) }).ok).toBe(true);
    // A receiver that keeps the previous secret for a while takes either.
    const oldOnly = signatureHeader(OTHER, t, body);
    expect(verifySignature(body, oldOnly, [SECRET, OTHER], { now: at(t) }).ok).toBe(true);
    expect(verifySignature(body, oldOnly, [SECRET], { now: at(t) }).ok).toBe(false);
    // An empty secret verifies nothing.
    expect(verifySignature(body, signatureHeader('', t, body), '', { now: at(t) }).ok).toBe(false);
  });
});
