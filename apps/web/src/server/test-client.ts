/**
 * For the server's tests: a GET as a browser makes it (Host `shop.example` unless given), its
 * body decoded from the encoding the server chose.
 */
import http from 'node:http';
import zlib from 'node:zlib';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host: 'shop.example', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const body =
            encoding === 'br'
              ? zlib.brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? zlib.gunzipSync(raw)
                : raw;
          resolve({ status: res.statusCode!, headers: res.headers, body: body.toString() });
        });
      })
      .on('error', reject);
  });
}
