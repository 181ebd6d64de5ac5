import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

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

/** POSTs to the API with `headers` (the signed-in user's), expecting success: the JSON answer; a failure names the URL and the answer. */
export const apiPost = (page: Page, headers: Record<string, string>) => async (url: string, data?: object) => {
  const response = await page.request.post(`/api/v1${url}`, { headers, data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return response.json();
};

/**
 * A USD company of the test's own, named `<purpose> Co <tag>`, made the console's current one: what
 * the test changes company-wide (its dashboard figures, a global charge) meets no other spec, and
 * no spec of the other project, run meanwhile in the default company, changes what it sees.
 */
export async function workInCompanyOfOwn(page: Page, accessToken: string, purpose: string): Promise<string> {
  const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
  const code = `${purpose.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase()}${tag}`;
  const company = (await apiPost(page, { Authorization: `Bearer ${accessToken}` })('/companies', { name: `${purpose} Co ${tag}`, code, baseCurrency: 'USD' })) as { id: string };
  await page.addInitScript((id) => localStorage.setItem('bos.company', JSON.stringify(id)), company.id);
  return company.id;
}

/**
 * `to` opened in the console already loaded, as its own links open it: the router follows the
 * history (an entry shaped as its own, then the popstate event it listens to), so the page is
 * rendered without reloading and booting the console again (a second or more each on a busy
 * machine). The caller still waits for what shows `to` (its heading, its dialog).
 */
export async function openInApp(page: Page, to: string) {
  await page.evaluate((url) => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', url);
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, to);
}

/** Landmark rules axe rates moderate that the console keeps anyway: an open dialog once added a second banner. */
export const landmarkRules = new Set(['landmark-no-duplicate-banner', 'landmark-no-duplicate-contentinfo', 'landmark-no-duplicate-main']);

/** axe-core as @axe-core/playwright bundles it (the same version its AxeBuilder injects). */
const axeSource = fs.readFileSync(createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's violations on the page as it is now (`rules`: only those rules, as AxeBuilder's
 * `withRules`). axe runs in the page itself, injected once per document and frame, and gathers
 * the nodes of its violations only (`resultTypes`; the passes are not collected): AxeBuilder's
 * `analyze()` injects axe again on every call and opens a blank page for its `finishRun`, seconds
 * per check on a busy machine. Same axe-core, same rules, same violations.
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<AxeResults['violations']> {
  for (const frame of page.frames()) {
    try {
      if (await frame.evaluate(() => !('axe' in window))) await frame.evaluate(axeSource);
    } catch {
      // a frame that cannot be scripted (a PDF viewer) is left out, as AxeBuilder leaves it
    }
  }
  // A list or report being read again shows what it showed before, faded (a filter just
  // changed): axe would rate the faded colours. It is let finish first.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // A notification or dialog mid-transition has colours between its states: axe would rate a
  // half-faded toast's contrast. Finite animations are let finish first (a spinner's never do).
  await page.evaluate(() => Promise.all(
    document.getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
      .map((animation) => animation.finished.catch(() => undefined)),
  ));
  return page.evaluate(
    (only) => (window as unknown as { axe: typeof import('axe-core') }).axe
      .run(document, { resultTypes: ['violations'], ...(only ? { runOnly: { type: 'rule', values: only } } : {}) })
      .then((results) => results.violations),
    rules,
  );
}

/** No axe violations of serious or critical impact (nor of the landmark rules) on the page as it is now. */
export async function expectAccessible(page: Page, label: string) {
  const violations = await axeViolations(page);
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || landmarkRules.has(v.id));
  expect(bad.map((v) => `${label}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Screenshots kept as test artifacts, in test-results/screenshots. */
export async function screenshot(page: Page, name: string) {
  const dir = path.join('test-results', 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
