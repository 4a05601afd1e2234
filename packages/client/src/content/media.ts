/**
 * §3.5 media URLs: stored without a host, prefixed with `https://{host}` (the content-media CDN)
 * on load and stripped on save. Both directions are idempotent, so a URL that the server already
 * prefixed (decision 0010 lets either side do it) is left as it is, and saving twice is harmless.
 */

/** 'cdn.example.com', 'https://cdn.example.com/' and '//cdn.example.com' all name the same host. */
function bareHost(host: string): string {
  return host
    .trim()
    .replace(/^[a-z][a-z\d+.-]*:\/\//i, '')
    .replace(/^\/\//, '')
    .replace(/\/+$/, '');
}

const ABSOLUTE = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/** §3.5 on load: `/media/a.jpg` -> `https://{host}/media/a.jpg`. Absolute URLs (any host) stay. */
export function withMediaHost(url: string, host: string): string {
  const bare = bareHost(host);
  if (url === '' || bare === '' || ABSOLUTE.test(url)) return url;
  return `https://${bare}/${url.replace(/^\/+/, '')}`;
}

/**
 * §3.5 on save: `https://{host}/media/a.jpg` -> `/media/a.jpg` (the stored form starts with '/').
 * Only our CDN host is stripped, over http or https or scheme-relative; any other URL is kept.
 */
export function withoutMediaHost(url: string, host: string): string {
  const bare = bareHost(host);
  if (bare === '') return url;
  const lower = url.toLowerCase();
  for (const prefix of [`https://${bare}`, `http://${bare}`, `//${bare}`]) {
    if (!lower.startsWith(prefix.toLowerCase())) continue;
    const rest = url.slice(prefix.length);
    // 'https://cdn.example.com.evil.test/x' is not our host.
    if (rest === '' || rest.startsWith('/') || rest.startsWith('?') || rest.startsWith('#')) {
      return rest.startsWith('/') ? rest : `/${rest}`;
    }
  }
  return url;
}
