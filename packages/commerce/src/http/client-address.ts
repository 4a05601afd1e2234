import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { Context } from 'hono';
import type { ApiEnv } from './context.ts';

/**
 * The address a request came from, decided once by the Node server that owns the socket (decision
 * 0028). That server (apps/web/src/server/main.ts, the API's own server.ts) writes it into this
 * header on every request, replacing any copy the client sent, and everything behind it (Next's
 * route handlers and server actions, the API in either process) reads it back with
 * clientAddressOf / limitKeyOf. Nothing else reads X-Forwarded-For.
 */
export const CLIENT_ADDRESS_HEADER = 'x-vitrine-client-address';

/** What every per-address limit counts under when no address is known (`next dev`, a bare test call). */
export const UNKNOWN_ADDRESS = 'unknown';

/** Longest entry worth parsing: a full IPv6 address with brackets, zone and port is under 64. */
const MAX_ENTRY_LENGTH = 64;

/**
 * One address in its canonical form, or undefined for anything else: IPv4 in dotted decimal,
 * IPv6 in RFC 5952 form, an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, how a dual-stack socket
 * reports an IPv4 peer) as the IPv4 address. Ports (`192.0.2.1:443`, `[2001:db8::1]:443`) and IPv6
 * zones are dropped; any other spelling (`0x7f.1`, `unknown`, an obfuscated RFC 7239 name) is not
 * an address.
 */
export function canonicalAddress(raw: string | undefined | null): string | undefined {
  if (!raw) return undefined;
  let value = raw.trim().replace(/^"(.*)"$/, '$1');
  if (value.length === 0 || value.length > MAX_ENTRY_LENGTH) return undefined;
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^[\d.]+:\d{1,5}$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  value = value.replace(/%.*$/, '');
  if (isIP(value) === 0) return undefined;
  const parsed = ipaddr.process(value);
  return parsed.kind() === 'ipv4' ? parsed.toString() : (parsed as ipaddr.IPv6).toRFC5952String();
}

/**
 * The client of a connection, with `hops` trusted proxies in front of this server. No proxy: the
 * socket's peer, whatever X-Forwarded-For says (a client writes what it likes there). N proxies:
 * each appends the address it saw, so the Nth entry from the right is the one the outermost of
 * ours wrote about the client; entries further left are the client's say-so. Fewer entries than N
 * means the request skipped an outer proxy: the left-most entry is still one of ours. No header
 * at all, or an entry that is not an address: the socket's peer.
 */
export function clientAddressOf(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  hops: number,
): string | undefined {
  const peer = canonicalAddress(socketAddress);
  if (hops <= 0) return peer;
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return peer;
  return canonicalAddress(entries[Math.max(0, entries.length - hops)]) ?? peer;
}

/**
 * Decides the request's client address and writes it into CLIENT_ADDRESS_HEADER, removing every
 * copy the request arrived with (in `headers`, which Next reads, and `rawHeaders`, which
 * @hono/node-server reads). Called by the server that owns the socket, before anything else sees
 * the request.
 */
export function stampClientAddress(req: IncomingMessage, hops: number): void {
  const forwarded = req.headers['x-forwarded-for'];
  const address = clientAddressOf(
    req.socket.remoteAddress,
    Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
    hops,
  );
  delete req.headers[CLIENT_ADDRESS_HEADER];
  const raw = req.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) {
    if (raw[i]!.toLowerCase() === CLIENT_ADDRESS_HEADER) raw.splice(i, 2);
  }
  if (address) {
    req.headers[CLIENT_ADDRESS_HEADER] = address;
    raw.push(CLIENT_ADDRESS_HEADER, address);
  }
}

/**
 * The key a per-address limit counts under, from the stamped header's value. An IPv6 client is
 * counted by its /64 network: one subscriber is usually handed a whole /64 and could otherwise
 * start afresh with every one of its 2^64 addresses.
 */
export function limitKeyOf(stamped: string | undefined | null): string {
  const address = canonicalAddress(stamped);
  if (!address) return UNKNOWN_ADDRESS;
  if (!address.includes(':')) return address;
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${address}/64`);
  return `${network.toRFC5952String()}/64`;
}

/**
 * The key per-address limits count this request under: the client address the server that owns
 * the socket decided and stamped on the request (decision 0028).
 */
export function clientAddress(c: Context<ApiEnv>): string {
  return limitKeyOf(c.req.header(CLIENT_ADDRESS_HEADER));
}
