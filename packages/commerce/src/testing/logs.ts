import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';

/** A logger at every level whose lines a test can read back, e.g. to find a warning or prove that a secret never reached the logs. */
export function capturedLog(): { log: Logger; lines: string[] } {
  const lines: string[] = [];
  const log = pino(
    { level: 'trace' },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
  return { log, lines };
}
