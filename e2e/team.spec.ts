import { test, expect, expectAccessible, admin, screenshot } from './fixtures';

/**
 * The team in the console (issue 29, docs/team.md): an admin invites an accountant, who joins
 * through the one-time link and works; the admin changes their role, reads it in the History
 * tab, and deactivates them, which ends their session.
 */

test('invite an accountant who joins and works; change their role; deactivate them', async ({ page, browser, signedIn }) => {
  test.setTimeout(120_000);
  const email = `accountant-${Date.now()}@example.com`;
  await page.goto('/settings/team');
  await expect(page.getByRole('heading', { name: 'Team' })).toBeVisible();
  await page.getByRole('link', { name: 'Invite' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Invite to the team' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await expect(dialog.getByRole('textbox', { name: 'Role' }).or(dialog.getByRole('combobox', { name: 'Role' }))).toHaveValue(/^Accountant/);
  await expectAccessible(page, 'team-invite-form');
  await dialog.getByRole('button', { name: 'Invite' }).click();
  const link = (await page.getByTestId('accept-url').textContent())!.trim();
  expect(link).toMatch(/\/accept-invitation\?token=/);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('pending-invitations')).toContainText(email);

  // the invited accountant, in a browser of their own
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  await them.goto(link);
  await expect(them.getByRole('heading', { name: 'Join the team' })).toBeVisible();
  await expectAccessible(them, 'accept-invitation');
  await them.getByRole('textbox', { name: 'Your name' }).fill('Dana Accountant');
  await them.getByRole('textbox', { name: 'Password' }).fill('a long enough password');
  await them.getByRole('button', { name: 'Join and sign in' }).click();
  await expect(them.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await them.goto('/accounting/journal-entries');
  await expect(them.getByRole('heading', { name: 'Journal entries' })).toBeVisible();

  // the admin changes their role; the History tab says so in words
  await page.goto('/settings/team?search=accountant-');
  await page.getByRole('link', { name: 'Dana Accountant' }).first().click();
  await expect(page.getByRole('heading', { name: 'Dana Accountant' })).toBeVisible();
  await page.getByRole('link', { name: 'Change role or access' }).click();
  const edit = page.getByRole('dialog', { name: 'Change role or access' });
  await edit.getByRole('textbox', { name: 'Role' }).or(edit.getByRole('combobox', { name: 'Role' })).click();
  await page.getByRole('option', { name: /^Sales:/ }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByTestId('record-history')).toContainText(`Role changed from ACCOUNTANT to SALES by ${admin.email}`);
  if (process.env.E2E_SCREENSHOTS) await screenshot(page, 'team-user-history-wide');

  // deactivated: their next request ends their session
  await page.getByRole('tab', { name: 'Details' }).click();
  await page.getByRole('link', { name: 'Change role or access' }).click();
  await page.getByRole('dialog', { name: 'Change role or access' }).getByRole('switch', { name: 'Active' }).click();
  await page.getByRole('dialog', { name: 'Change role or access' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('deactivated', { exact: true })).toBeVisible();
  await them.reload();
  await expect(them).toHaveURL(/\/login/);
  await theirs.close();
  expect(signedIn.user.id).toBeTruthy();
});

test.describe('on a phone, in German', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'de-DE' });

  test('the team page and the invite dialog fit the window', async ({ page, signedIn }) => {
    expect(signedIn.accessToken).toBeTruthy();
    await page.goto('/settings/team');
    await expect(page.getByRole('heading', { name: 'Team' })).toBeVisible();
    const fits = async (what: string) => {
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
      expect(scrollWidth, `${what}: wider than the window`).toBeLessThanOrEqual(clientWidth);
    };
    await fits('team');
    if (process.env.E2E_SCREENSHOTS) await screenshot(page, 'team-phone');
    await page.goto('/settings/team/new');
    await expect(page.getByRole('dialog', { name: 'Invite to the team' })).toBeVisible();
    await fits('invite');
    if (process.env.E2E_SCREENSHOTS) await screenshot(page, 'team-invite-phone');
  });
});
