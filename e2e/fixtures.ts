import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** The first admin, created through the setup screen by first-run.setup.ts. */
export const admin = { email: 'admin@example.com', password: 'correct horse battery staple', company: 'Acme Trading' };

/** Signs in through the API; the refresh cookie lands in the browser context, and the console resumes from it. */
export async function signIn(request: APIRequestContext) {
  const response = await request.post('/api/v1/auth/login', { data: { email: admin.email, password: admin.password } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { accessToken: string; user: { id: string; defaultCompanyId: string } };
}

export const test = base.extend<{ signedIn: { accessToken: string; user: { id: string; defaultCompanyId: string } } }>({
  signedIn: async ({ page }, use) => {
    await use(await signIn(page.request));
  },
});

export { expect };

/** Landmark rules axe rates moderate that the console keeps anyway: an open dialog once added a second banner. */
export const landmarkRules = new Set(['landmark-no-duplicate-banner', 'landmark-no-duplicate-contentinfo', 'landmark-no-duplicate-main']);

/** No axe violations of serious or critical impact (nor of the landmark rules) on the page as it is now. */
export async function expectAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || landmarkRules.has(v.id));
  expect(bad.map((v) => `${label}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Screenshots kept as test artifacts, in test-results/screenshots. */
export async function screenshot(page: Page, name: string) {
  const dir = path.join('test-results', 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
