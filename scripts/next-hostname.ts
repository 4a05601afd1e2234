import { lookup } from 'node:dns/promises';

const LOOPBACK = new Set(['127.0.0.1', '::1']);

/**
 * The hostname to give `next start -H`. Next calls its own origin `http://<hostname>:<port>`, but
 * reports loopback addresses to the proxy as `localhost`; when the two differ, every proxy
 * rewrite looks external and Next forwards it over HTTP to itself, doubling the cost of each page.
 * So a loopback HOST is passed as `localhost` when `localhost` resolves to that very address
 * (the socket is the same); otherwise HOST is passed unchanged.
 */
export async function nextHostname(host: string, resolve = (name: string) => lookup(name)): Promise<string> {
  if (!LOOPBACK.has(host)) return host;
  try {
    const { address } = await resolve('localhost');
    return address === host ? 'localhost' : host;
  } catch {
    return host;
  }
}
