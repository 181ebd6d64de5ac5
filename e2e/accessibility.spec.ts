import { test, expect, expectAccessible, screenshot, signIn } from './fixtures';

/** Every page built so far, in light and dark: no serious or critical axe violations, and a screenshot kept as an artifact. */
const pages: { name: string; path: string; ready: string; dialog?: boolean }[] = [
  { name: 'dashboard', path: '/', ready: 'Dashboard' },
  { name: 'api-keys', path: '/settings/api-keys', ready: 'API keys' },
  { name: 'api-key-create', path: '/settings/api-keys/new', ready: 'New API key', dialog: true },
  { name: 'companies', path: '/settings/companies', ready: 'Companies' },
  { name: 'company-create', path: '/settings/companies/new', ready: 'New company', dialog: true },
  { name: 'coming-soon', path: '/accounting/trial-balance', ready: 'Trial balance' },
  { name: 'not-found', path: '/nowhere', ready: 'Page not found' },
];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((scheme) => localStorage.setItem('bos.color-scheme', scheme), theme);
    });

    test('sign-in page', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Sign in to Business Ops' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
      await expectAccessible(page, `login-${theme}`);
      await screenshot(page, `login-${theme}`);
    });

    test('pages of the signed-in console', async ({ page }) => {
      const session = await signIn(page.request);
      for (const target of pages) {
        await page.goto(target.path);
        const ready = target.dialog ? page.getByRole('dialog', { name: target.ready }) : page.getByRole('heading', { name: target.ready, exact: true });
        await expect(ready).toBeVisible();
        await expect(page.getByText('Loading…')).toHaveCount(0);
        await expectAccessible(page, `${target.name}-${theme}`);
        await screenshot(page, `${target.name}-${theme}`);
      }
      await page.goto(`/settings/companies/${session.user.defaultCompanyId}`);
      await expect(page.getByRole('heading', { name: 'Acme Trading' })).toBeVisible();
      await expectAccessible(page, `company-detail-${theme}`);
      await screenshot(page, `company-detail-${theme}`);
    });
  });
}
