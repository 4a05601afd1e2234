import pino, { type Logger } from 'pino';

/** Structured JSON logs (pino); one line per request with its id. */
export function createLogger(level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    level,
    base: { service: 'vitrine' },
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  });
}
