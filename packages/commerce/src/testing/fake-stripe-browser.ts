// The browser side of the fake Stripe (testing/fake-stripe.ts), for end-to-end tests without the
// internet (issue 34, decision 0079): a small Stripe.js at /v3/ with the parts the store uses
// (`Stripe(key)`, `elements().create('card').mount(el)`, `on('change')`, `createPaymentMethod`),
// the card element's frame, where the card is typed and from where it is posted to the fake's
// /v1/payment_methods (the store's page never holds it), and the bank's 3-D Secure test page.
// Written from Stripe.js's documented behaviour (https://docs.stripe.com/js), not copied from it.

/** Stripe.js's own validation messages in the store's languages (what Elements shows, by code). */
const FIELD_MESSAGES: Record<string, Record<string, string>> = {
  en: {
    incomplete_number: 'Your card number is incomplete.',
    invalid_number: 'Your card number is invalid.',
    incomplete_expiry: 'Your card’s expiration date is incomplete.',
    invalid_expiry_year_past: 'Your card’s expiration year is in the past.',
    incomplete_cvc: 'Your card’s security code is incomplete.',
    number: 'Card number',
    expiry: 'MM / YY',
    cvc: 'CVC',
  },
  fr: {
    incomplete_number: 'Le numéro de votre carte est incomplet.',
    invalid_number: 'Le numéro de votre carte est invalide.',
    incomplete_expiry: 'La date d’expiration de votre carte est incomplète.',
    invalid_expiry_year_past: 'L’année d’expiration de votre carte est déjà passée.',
    incomplete_cvc: 'Le code de sécurité de votre carte est incomplet.',
    number: 'Numéro de carte',
    expiry: 'MM / AA',
    cvc: 'CVC',
  },
  ar: {
    incomplete_number: 'رقم بطاقتك غير مكتمل.',
    invalid_number: 'رقم بطاقتك غير صالح.',
    incomplete_expiry: 'تاريخ انتهاء صلاحية بطاقتك غير مكتمل.',
    invalid_expiry_year_past: 'سنة انتهاء صلاحية بطاقتك في الماضي.',
    incomplete_cvc: 'رمز الأمان لبطاقتك غير مكتمل.',
    number: 'رقم البطاقة',
    expiry: 'شهر / سنة',
    cvc: 'رمز التحقق',
  },
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The fake Stripe.js. Its origin is the script's own, as Stripe.js's is js.stripe.com. */
export const FAKE_STRIPE_JS = `(function () {
  'use strict';
  var script = document.currentScript;
  var ORIGIN = new URL(script ? script.src : location.href).origin;
  var seq = 0;
  function integrationError(message) {
    var error = new Error(message);
    error.name = 'IntegrationError';
    return error;
  }
  function Stripe(key, options) {
    if (!(this instanceof Stripe)) return new Stripe(key, options);
    if (typeof key !== 'string')
      throw integrationError('Invalid value for Stripe(): apiKey should be a string. You specified: ' + typeof key + '.');
    // As Stripe.js: a secret key never belongs in a browser.
    if (/^(sk|rk)_/.test(key))
      throw integrationError('You should not use your secret key with Stripe.js. Please pass a publishable key instead.');
    if (!/^pk_(test|live)_\\w+$/.test(key))
      throw integrationError('Invalid value for Stripe(): apiKey should be a publishable key (pk_...).');
    this._key = key;
    this._locale = (options && options.locale) || 'auto';
  }
  function language(locale) {
    var base = String(locale || 'auto').slice(0, 2);
    return base === 'fr' || base === 'ar' ? base : 'en';
  }
  function CardElement(stripe, locale, options) {
    var element = this;
    this._stripe = stripe;
    this._locale = locale;
    this._options = options || {};
    this._handlers = {};
    this._pending = {};
    this._frame = null;
    this._id = 'fake-stripe-card-' + ++seq;
    window.addEventListener('message', function (event) {
      if (event.origin !== ORIGIN || !element._frame || event.source !== element._frame.contentWindow) return;
      var data = event.data || {};
      if (data.source !== 'fake-stripe' || data.element !== element._id) return;
      if (data.type === 'ready') element._emit('ready', { elementType: 'card' });
      if (data.type === 'change') element._emit('change', data.event);
      if (data.type === 'focus' || data.type === 'blur') element._emit(data.type, { elementType: 'card' });
      if (data.type === 'result' && element._pending[data.requestId]) {
        var done = element._pending[data.requestId];
        delete element._pending[data.requestId];
        done(data.result);
      }
    });
  }
  CardElement.prototype._emit = function (name, payload) {
    (this._handlers[name] || []).forEach(function (handler) { handler(payload); });
  };
  CardElement.prototype.on = function (name, handler) {
    (this._handlers[name] = this._handlers[name] || []).push(handler);
    return this;
  };
  CardElement.prototype.off = function (name, handler) {
    this._handlers[name] = (this._handlers[name] || []).filter(function (h) { return h !== handler; });
    return this;
  };
  CardElement.prototype.mount = function (target) {
    var host = typeof target === 'string' ? document.querySelector(target) : target;
    if (!host) throw integrationError('The selector you specified (' + target + ') applies to no DOM elements.');
    if (this._frame) throw integrationError('This Element is already mounted.');
    var params = new URLSearchParams({
      element: this._id,
      locale: language(this._locale),
      dir: getComputedStyle(host).direction === 'rtl' ? 'rtl' : 'ltr',
      parent: location.origin,
      hidePostalCode: String(Boolean(this._options.hidePostalCode)),
    });
    var frame = document.createElement('iframe');
    frame.src = ORIGIN + '/v3/elements/card?' + params.toString();
    frame.title = 'Secure card payment input frame';
    frame.name = this._id;
    frame.setAttribute('frameborder', '0');
    frame.setAttribute('allowtransparency', 'true');
    frame.setAttribute('scrolling', 'no');
    frame.style.border = '0';
    frame.style.width = '100%';
    frame.style.height = '44px';
    frame.style.display = 'block';
    this._frame = frame;
    host.appendChild(frame);
  };
  CardElement.prototype.unmount = function () {
    if (this._frame && this._frame.parentNode) this._frame.parentNode.removeChild(this._frame);
    this._frame = null;
  };
  CardElement.prototype.destroy = CardElement.prototype.unmount;
  CardElement.prototype.focus = function () {
    if (this._frame) this._frame.contentWindow.postMessage({ source: 'fake-stripe', type: 'focus' }, ORIGIN);
  };
  CardElement.prototype._request = function (message) {
    var element = this;
    return new Promise(function (resolve) {
      if (!element._frame || !element._frame.contentWindow)
        return resolve({ error: { type: 'validation_error', code: 'incomplete_number', message: 'The card Element is not mounted.' } });
      var requestId = 'req_' + ++seq;
      element._pending[requestId] = resolve;
      message.requestId = requestId;
      message.source = 'fake-stripe';
      element._frame.contentWindow.postMessage(message, ORIGIN);
    });
  };
  Stripe.prototype.elements = function (options) {
    var stripe = this;
    var locale = (options && options.locale) || stripe._locale;
    return {
      create: function (type, options) {
        if (type !== 'card') throw integrationError('This fake Stripe.js makes card Elements only, not ' + type + '.');
        return new CardElement(stripe, locale, options);
      },
    };
  };
  Stripe.prototype.createPaymentMethod = function (data) {
    if (!data || data.type !== 'card' || !(data.card instanceof CardElement))
      return Promise.reject(integrationError('createPaymentMethod: pass {type: "card", card: cardElement}.'));
    return data.card._request({ type: 'create', key: this._key, billing_details: data.billing_details || {} });
  };
  window.Stripe = Stripe;
})();
`;

/** The card element's frame: the card is typed here and posted from here, never from the store's page. */
export function fakeCardFramePage(query: URLSearchParams): string {
  const language = ['en', 'fr', 'ar'].includes(query.get('locale') ?? '') ? query.get('locale')! : 'en';
  const dir = query.get('dir') === 'rtl' ? 'rtl' : 'ltr';
  const m = FIELD_MESSAGES[language]!;
  const config = JSON.stringify({
    element: query.get('element') ?? '',
    parent: query.get('parent') ?? '',
    messages: m,
  }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(m.number!)}</title>
<style>
  html, body { margin: 0; padding: 0; background: transparent; font: 16px system-ui, sans-serif; color: #1c1917; }
  /* As Stripe's Card Element: no border of its own; the page styles the box it is mounted in. */
  .row { display: flex; gap: 8px; align-items: center; height: 44px; box-sizing: border-box; }
  input { border: 0; outline: none; font: inherit; color: inherit; background: transparent; min-width: 0; }
  input::placeholder { color: #57534e; }
  input:focus-visible { outline: 2px solid #1c1917; outline-offset: 2px; }
  .number { flex: 1 1 auto; } .expiry { flex: 0 0 5.5em; } .cvc { flex: 0 0 3.5em; }
  .invalid { color: #991b1b; }
</style></head>
<body><div class="row">
  <input class="number" name="cardnumber" inputmode="numeric" autocomplete="cc-number" dir="ltr"
    placeholder="${escapeHtml(m.number!)}" aria-label="${escapeHtml(m.number!)}" maxlength="23">
  <input class="expiry" name="exp-date" inputmode="numeric" autocomplete="cc-exp" dir="ltr"
    placeholder="${escapeHtml(m.expiry!)}" aria-label="${escapeHtml(m.expiry!)}" maxlength="7">
  <input class="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" dir="ltr"
    placeholder="${escapeHtml(m.cvc!)}" aria-label="${escapeHtml(m.cvc!)}" maxlength="4">
</div>
<script>
(function () {
  var CONFIG = ${config};
  var number = document.querySelector('.number');
  var expiry = document.querySelector('.expiry');
  var cvc = document.querySelector('.cvc');
  function digits(input) { return input.value.replace(/\\D/g, ''); }
  function luhn(n) {
    var sum = 0;
    for (var i = 0; i < n.length; i++) {
      var d = Number(n[n.length - 1 - i]);
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return n.length >= 12 && sum % 10 === 0;
  }
  function brand(n) {
    if (/^4/.test(n)) return 'visa';
    if (/^(5[1-5]|2[2-7])/.test(n)) return 'mastercard';
    if (/^3[47]/.test(n)) return 'amex';
    return 'unknown';
  }
  function expiryParts() {
    var d = digits(expiry);
    return { month: Number(d.slice(0, 2)), year: 2000 + Number(d.slice(2, 4)), whole: d.length === 4 };
  }
  function problem(strict) {
    var n = digits(number);
    if (n.length === 0 && !strict) return null;
    if (n.length < 16 && !(brand(n) === 'amex' && n.length === 15)) return strict || document.activeElement !== number ? 'incomplete_number' : null;
    if (!luhn(n)) return 'invalid_number';
    var e = expiryParts();
    if (!e.whole || e.month < 1 || e.month > 12) return strict || (expiry.value && document.activeElement !== expiry) ? 'incomplete_expiry' : null;
    var now = new Date();
    if (e.year < now.getFullYear() || (e.year === now.getFullYear() && e.month < now.getMonth() + 1)) return 'invalid_expiry_year_past';
    if (digits(cvc).length < 3) return strict || (cvc.value && document.activeElement !== cvc) ? 'incomplete_cvc' : null;
    return null;
  }
  function post(message) {
    message.source = 'fake-stripe';
    message.element = CONFIG.element;
    parent.postMessage(message, CONFIG.parent);
  }
  function change() {
    var code = problem(false);
    var complete = !problem(true);
    post({ type: 'change', event: {
      elementType: 'card',
      empty: !number.value && !expiry.value && !cvc.value,
      complete: complete,
      brand: brand(digits(number)),
      error: code ? { type: 'validation_error', code: code, message: CONFIG.messages[code] } : undefined,
    } });
  }
  expiry.addEventListener('input', function () {
    var d = digits(expiry).slice(0, 4);
    expiry.value = d.length > 2 ? d.slice(0, 2) + ' / ' + d.slice(2) : d;
  });
  [number, expiry, cvc].forEach(function (input) {
    input.addEventListener('input', change);
    input.addEventListener('blur', change);
    input.addEventListener('focus', function () { post({ type: 'focus' }); });
  });
  window.addEventListener('message', function (event) {
    if (event.origin !== CONFIG.parent || event.source !== parent) return;
    var data = event.data || {};
    if (data.source !== 'fake-stripe') return;
    if (data.type === 'focus') number.focus();
    if (data.type !== 'create') return;
    var code = problem(true);
    if (code) {
      post({ type: 'result', requestId: data.requestId,
        result: { error: { type: 'validation_error', code: code, message: CONFIG.messages[code] } } });
      return;
    }
    var e = expiryParts();
    var body = new URLSearchParams({
      type: 'card',
      'card[number]': digits(number),
      'card[exp_month]': String(e.month),
      'card[exp_year]': String(e.year),
      'card[cvc]': digits(cvc),
      'billing_details[name]': (data.billing_details && data.billing_details.name) || '',
      key: data.key,
      payment_user_agent: 'fake-stripe.js',
    });
    fetch('/v1/payment_methods', { method: 'POST', body: body })
      .then(function (res) { return res.json(); })
      .then(function (json) {
        post({ type: 'result', requestId: data.requestId, result: json.error ? { error: json.error } : { paymentMethod: json } });
      })
      .catch(function () {
        post({ type: 'result', requestId: data.requestId,
          result: { error: { type: 'api_connection_error', message: 'We could not reach Stripe.' } } });
      });
  });
  post({ type: 'ready' });
})();
</script></body></html>`;
}

/** Stripe's 3-D Secure test page, as the fake serves it at `next_action.redirect_to_url.url`. */
export function fakeBankPage(intent: { id: string; amount: number; currency: string }): string {
  const amount = `${(intent.amount / 100).toFixed(2)} ${intent.currency.toUpperCase()}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>3D Secure 2 Test Page</title>
<style>
  body { margin: 0; padding: 16px; font: 15px system-ui, sans-serif; color: #1c1917; background: #fff; }
  h1 { font-size: 18px; margin: 0 0 8px; }
  .actions { display: flex; gap: 12px; margin-top: 16px; }
  button { font: inherit; padding: 10px 16px; border: 1px solid #1c1917; background: #1c1917; color: #fff; cursor: pointer; }
  button.fail { background: #fff; color: #1c1917; }
  button:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
</style></head>
<body><main>
  <h1>3D Secure 2 Test Page</h1>
  <p>Complete or fail the authentication of this test payment of ${escapeHtml(amount)}.</p>
  <form method="post">
    <input type="hidden" name="payment_intent" value="${escapeHtml(intent.id)}">
    <div class="actions">
      <button type="submit" name="outcome" value="complete">Complete authentication</button>
      <button type="submit" name="outcome" value="fail" class="fail">Fail authentication</button>
    </div>
  </form>
</main></body></html>`;
}
