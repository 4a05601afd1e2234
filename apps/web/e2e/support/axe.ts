import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The page (or the part `include` selects) passes axe with no violations. Failures list each rule
 * with the nodes it found, under `label`.
 */
export async function expectNoAxeViolations(page: Page, label: string, include?: string): Promise<void> {
  // Next streams a per-request page's <title> after its body, and draws it again after a server
  // action: check the whole document once it has one (a page that never gets one still fails).
  if (!include) await expect(page).toHaveTitle(/\S/);
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  expect(
    results.violations.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`),
  ).toEqual([]);
}
