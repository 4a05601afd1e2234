// The scripts of the sandbox acquirer's own pages, served from its origin (its pages' policy runs
// no inline script). They speak to the store's page by postMessage only, to and from the store
// origins the sandbox is configured with (read from the page's data-origins), as Stripe Elements
// and Adyen's secured fields do: the card never enters the store's page or server.

/** The card fields: on the store's `tokenise`, send the card to this origin's /v1/tokens. */
export const FIELDS_SCRIPT = `
(() => {
  const body = document.body;
  const origins = JSON.parse(body.dataset.origins || '[]');
  const messages = JSON.parse(body.dataset.errors || '{}');
  const form = document.getElementById('card');
  const field = (name) => form.elements.namedItem(name);
  let parentOrigin = null;
  const post = (data) => {
    if (parentOrigin) window.parent.postMessage({ source: 'vitrine-sandbox', ...data }, parentOrigin);
  };
  const height = () => post({ type: 'height', height: Math.ceil(document.documentElement.scrollHeight) });
  new ResizeObserver(height).observe(document.documentElement);
  function show(errors) {
    for (const name of ['number', 'expMonth', 'expYear', 'cvc', 'holderName']) {
      const input = field(name);
      const note = document.getElementById(name + '-error');
      const code = errors[name];
      if (input) input.setAttribute('aria-invalid', code ? 'true' : 'false');
      if (note) note.textContent = code ? messages[code] || messages.card_number_invalid : '';
    }
    const first = ['number', 'expMonth', 'expYear', 'cvc', 'holderName'].find((n) => errors[n]);
    if (first) field(first).focus();
  }
  async function tokenise() {
    const card = {
      number: field('number').value,
      expMonth: Number(field('expMonth').value),
      expYear: Number(field('expYear').value),
      cvc: field('cvc').value,
      holderName: field('holderName').value,
    };
    try {
      const res = await fetch('/v1/tokens', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(card),
      });
      const answer = await res.json();
      if (res.status === 201) {
        show({});
        post({ type: 'token', ...answer });
      } else {
        show(answer.errors || { number: 'card_number_invalid' });
        post({ type: 'invalid' });
      }
    } catch {
      post({ type: 'unavailable' });
    }
  }
  window.addEventListener('message', (event) => {
    if (!origins.includes(event.origin) || event.source !== window.parent) return;
    if (!event.data || event.data.source !== 'vitrine-sandbox') return;
    parentOrigin = event.origin;
    if (event.data.type === 'hello') {
      post({ type: 'ready' });
      height();
    }
    if (event.data.type === 'tokenise') void tokenise();
  });
  // Enter in a field asks the store's page to go on, as Enter in its own fields would.
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    post({ type: 'submit' });
  });
})();
`;

/** The bank's answer page: tells the store's page how the challenge ended. */
export const CHALLENGE_SCRIPT = `
(() => {
  const body = document.body;
  const origins = JSON.parse(body.dataset.origins || '[]');
  const status = body.dataset.status;
  if (!status || window.parent === window) return;
  for (const origin of origins)
    window.parent.postMessage({ source: 'vitrine-sandbox', type: 'challenge', status, reference: body.dataset.reference }, origin);
})();
`;
