import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';

export * from '@playwright/test';

/**
 * Every spec's `test` (decision 0032): a page that breaks its Content-Security-Policy or sends a
 * Permissions-Policy the browser cannot read fails the test that opened it. Chromium reports a
 * blocked script, style, image, request or frame as a console error naming the policy; the
 * `securitypolicyviolation` event says the same from inside the page. Both are watched in the
 * test's browser context and in any context the test opens itself.
 *
 * A test that provokes a violation on purpose takes it with `policyViolations.take(pattern)`.
 */
export interface PolicyViolations {
  /** Takes the violations seen so far that match (they no longer fail the test). */
  take(pattern: RegExp): string[];
}

const POLICY_ERROR = /Content[- ]Security[- ]Policy|Permissions[- ]Policy/i;

export const test = base.extend<{ policyViolations: PolicyViolations }>({
  policyViolations: [
    async ({ context, browser }, use) => {
      let seen: string[] = [];
      const watch = async (watched: BrowserContext) => {
        watched.on('console', (message) => {
          if (message.type() === 'error' && POLICY_ERROR.test(message.text())) {
            seen.push(`${message.location().url}: ${message.text()}`);
          }
        });
        await watched.addInitScript(() =>
          document.addEventListener('securitypolicyviolation', (e) =>
            console.error(
              `Content Security Policy violation: ${e.effectiveDirective} refused ${e.blockedURI || 'an inline script or style'} (${e.sourceFile}:${e.lineNumber})`,
            ),
          ),
        );
      };
      await watch(context);
      const newContext = browser.newContext;
      browser.newContext = async function (...args: Parameters<Browser['newContext']>) {
        const opened = await newContext.apply(browser, args);
        await watch(opened);
        return opened;
      };
      // Playwright returns from `use` when the test is over, passed or failed.
      await use({
        take(pattern) {
          const taken = seen.filter((v) => pattern.test(v));
          seen = seen.filter((v) => !pattern.test(v));
          return taken;
        },
      });
      browser.newContext = newContext;
      expect(seen, 'the pages broke their security policies').toEqual([]);
    },
    { auto: true },
  ],
});
