import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import type { Database } from '../../db/client.ts';
import { CARD_EXPIRY_YEARS_AHEAD, validateCard, type CardInput } from './card.ts';
import type { PaymentProvider } from './provider.ts';
import { SANDBOX_CHALLENGE_CODE } from './sandbox-cards.ts';
import { CHALLENGE_SCRIPT, FIELDS_SCRIPT } from './sandbox-hosted-scripts.ts';
import { HOSTED_TEXT, hostedLanguage, type HostedLanguage } from './sandbox-hosted-text.ts';
import { sandboxProvider } from './sandbox-provider.ts';

// The sandbox acquirer's browser side (issue 34 items 1 and 2), on an origin of its own as a
// hosted-fields provider's is: the card fields the store frames, the token endpoint they post to,
// and its bank's 3-D Secure challenge screen. The store's pages and server never see a card
// number, security code or expiry; they get a token, brand and last four by postMessage.

export interface SandboxHostedOptions {
  /** The store origins allowed to frame these pages and to hear from them (configuration). */
  storeOrigins: readonly string[];
  now?: () => Date;
}

const MAX_BODY = 4_096;

function pagePolicy(storeOrigins: readonly string[]): string {
  const ancestors = storeOrigins.length ? storeOrigins.join(' ') : "'none'";
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'unsafe-inline'",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

const STYLE = `
  *{box-sizing:border-box}body{margin:0;font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Arabic",sans-serif;color:#1c1917;background:#fff}
  form{display:flex;flex-direction:column;gap:14px;padding:2px}
  label,legend{display:block;font-size:14px;font-weight:500;margin-bottom:4px}
  input,select{width:100%;height:44px;border:1px solid #78716c;border-radius:0;padding:0 10px;font:inherit;background:#fff;color:#1c1917}
  input:focus,select:focus{outline:2px solid #1c1917;outline-offset:1px}
  input[aria-invalid=true],select[aria-invalid=true]{border-color:#b91c1c}
  .row{display:grid;grid-template-columns:1fr 1fr;gap:12px}.pair{display:grid;grid-template-columns:1fr 1fr;gap:8px}
  fieldset{border:0;margin:0;padding:0;min-width:0}.error{color:#991b1b;font-size:13px;margin:4px 0 0;min-height:0}
  .bank{background:#1c1917;color:#fff;padding:10px 16px;font-weight:600;font-size:14px}
  .panel{padding:18px 16px}.panel h1{font-size:20px;margin:0 0 8px}.note{border:1px dashed #b45309;background:#fffbeb;color:#451a03;padding:8px 10px;margin:12px 0}
  button{height:46px;width:100%;border:0;background:#1c1917;color:#fff;font:inherit;font-weight:600;letter-spacing:.08em;text-transform:uppercase;cursor:pointer}
  .code{font-family:ui-monospace,monospace;letter-spacing:.3em;text-align:center;font-size:20px}
  .sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
`;

const page = (
  lang: HostedLanguage,
  title: string,
  body: ReturnType<typeof html>,
  data: Record<string, string>,
) =>
  html`<!doctype html>
    <html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <meta name="referrer" content="no-referrer" />
        <title>${title}</title>
        <style>
          ${raw(STYLE)}
        </style>
      </head>
      <body
        ${raw(
          Object.entries(data)
            .map(([k, v]) => `data-${k}="${escapeAttribute(v)}"`)
            .join(' '),
        )}
      >
        ${body}
      </body>
    </html>`;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The sandbox's browser-facing app; `provider` is the sandbox acquirer it tokenises with. */
export function sandboxHostedApp(provider: PaymentProvider, options: SandboxHostedOptions) {
  const now = options.now ?? (() => new Date());
  const origins = JSON.stringify(options.storeOrigins);
  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    c.header('content-security-policy', pagePolicy(options.storeOrigins));
    c.header('x-content-type-options', 'nosniff');
    c.header('referrer-policy', 'no-referrer');
    c.header('cache-control', 'no-store');
  });

  app.get('/fields.js', (c) =>
    c.body(FIELDS_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8' }),
  );
  app.get('/challenge.js', (c) =>
    c.body(CHALLENGE_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8' }),
  );

  app.get('/fields', (c) => {
    const lang = hostedLanguage(c.req.query('lang'));
    const t = HOSTED_TEXT[lang];
    const year = now().getUTCFullYear();
    const years = Array.from({ length: CARD_EXPIRY_YEARS_AHEAD + 1 }, (_, i) => year + i);
    const months = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
    const error = (name: string) => html`<p class="error" id="${name}-error" aria-live="polite"></p>`;
    /** A text field of the card, its label and its error line. */
    const field = (name: string, label: string, attributes: string) =>
      html`<div>
        <label for="${name}">${label}</label>
        <input id="${name}" name="${name}" ${raw(attributes)} aria-describedby="${name}-error" />
        ${error(name)}
      </div>`;
    const body = html`<form id="card" novalidate>
        ${field(
          'number',
          t.number,
          'autocomplete="cc-number" inputmode="numeric" dir="ltr" maxlength="23" placeholder="1234 1234 1234 1234"',
        )}
        <div class="row">
          <fieldset aria-describedby="expMonth-error expYear-error">
            <legend>${t.expiry}</legend>
            <div class="pair">
              <select name="expMonth" id="expMonth" autocomplete="cc-exp-month" aria-label="${t.month}">
                <option value="">${t.month}</option>
                ${months.map((m) => html`<option value="${m}">${m}</option>`)}
              </select>
              <select name="expYear" id="expYear" autocomplete="cc-exp-year" aria-label="${t.year}">
                <option value="">${t.year}</option>
                ${years.map((y) => html`<option value="${y}">${y}</option>`)}
              </select>
            </div>
            ${error('expMonth')} ${error('expYear')}
          </fieldset>
          ${field('cvc', t.cvc, 'autocomplete="cc-csc" inputmode="numeric" dir="ltr" maxlength="4"')}
        </div>
        ${field('holderName', t.name, 'autocomplete="cc-name" maxlength="100"')}
        <button type="submit" class="sr" tabindex="-1" aria-hidden="true">${t.confirm}</button>
      </form>
      <script src="/fields.js"></script>`;
    return c.html(page(lang, t.fieldsTitle, body, { origins, errors: JSON.stringify(t.errors) }));
  });

  app.post('/v1/tokens', async (c) => {
    const text = await c.req.text();
    if (text.length > MAX_BODY) return c.json({ errors: { number: 'too_long' } }, 413);
    let input: CardInput;
    try {
      const parsed = JSON.parse(text) as Record<string, unknown>;
      input = {
        number: String(parsed.number ?? ''),
        expMonth: Number(parsed.expMonth),
        expYear: Number(parsed.expYear),
        cvc: String(parsed.cvc ?? ''),
        holderName: String(parsed.holderName ?? ''),
      };
    } catch {
      return c.json({ errors: { number: 'required' } }, 400);
    }
    const checked = validateCard(input, now());
    if (!checked.ok) return c.json({ errors: checked.errors }, 400);
    const { token, brand, last4, expMonth, expYear, holderName } = await provider.tokenise(checked.card);
    return c.json({ token, brand, last4, expMonth, expYear, holderName }, 201);
  });

  const challengePage = (
    lang: HostedLanguage,
    reference: string,
    state: { error?: string; status?: 'authenticated' | 'failed' | 'unknown' },
  ) => {
    const t = HOSTED_TEXT[lang];
    const ended = state.status
      ? html`<p role="status">
            ${
              state.status === 'authenticated'
                ? t.authenticated
                : state.status === 'failed'
                  ? t.failed
                  : t.unknownChallenge
            }
          </p>
          <script src="/challenge.js"></script>`
      : html`<p>${t.challengeIntro}</p>
          <p class="note">${t.challengeSandbox} <strong dir="ltr">${SANDBOX_CHALLENGE_CODE}</strong></p>
          <form method="post" action="/challenge/${reference}?lang=${lang}">
            <label for="code">${t.challengeCode}</label>
            <input
              id="code"
              name="code"
              class="code"
              inputmode="numeric"
              autocomplete="one-time-code"
              dir="ltr"
              maxlength="${SANDBOX_CHALLENGE_CODE.length}"
              autofocus
              ${state.error ? raw('aria-invalid="true" aria-describedby="code-error"') : ''}
            />
            ${state.error ? html`<p class="error" id="code-error" role="alert">${state.error}</p>` : ''}
            <p></p>
            <button type="submit">${t.confirm}</button>
          </form>`;
    const body = html`<div class="bank">${t.bank}</div>
      <div class="panel">
        <h1>${t.challengeTitle}</h1>
        ${ended}
      </div>`;
    const data: Record<string, string> = { origins, reference };
    if (state.status === 'authenticated' || state.status === 'failed') data.status = state.status;
    if (state.status === 'unknown') data.status = 'failed';
    return page(lang, t.challengeTitle, body, data);
  };

  const REFERENCE = /^[A-Za-z0-9_-]{1,80}$/;

  app.get('/challenge/:reference', (c) => {
    const lang = hostedLanguage(c.req.query('lang'));
    const reference = c.req.param('reference');
    if (!REFERENCE.test(reference)) return c.html(challengePage(lang, '', { status: 'unknown' }), 404);
    return c.html(challengePage(lang, reference, {}));
  });

  app.post('/challenge/:reference', async (c) => {
    const lang = hostedLanguage(c.req.query('lang'));
    const reference = c.req.param('reference');
    if (!REFERENCE.test(reference)) return c.html(challengePage(lang, '', { status: 'unknown' }), 404);
    const form = await c.req.parseBody();
    const code = typeof form.code === 'string' ? form.code.slice(0, 12) : '';
    try {
      const result = await provider.completeChallenge(reference, code);
      if (result.status === 'retry')
        return c.html(
          challengePage(lang, reference, {
            error: HOSTED_TEXT[lang].wrongCode.replace('{n}', String(result.attemptsLeft)),
          }),
          422,
        );
      return c.html(challengePage(lang, reference, { status: result.status }));
    } catch {
      return c.html(challengePage(lang, reference, { status: 'unknown' }), 404);
    }
  });

  return app;
}

/**
 * Starts the sandbox's browser side on its own port (`npm start` and the e2e servers do, when the
 * sandbox is the provider). `db` is the acquirer's own pool (runtime.ts acquirerDatabase).
 */
export async function startSandboxHosted(
  db: Database,
  listen: { host: string; port: number },
  options: SandboxHostedOptions,
): Promise<Server> {
  const app = sandboxHostedApp(sandboxProvider(db), options);
  const server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, listen.host, () => resolve());
  });
  return server;
}
