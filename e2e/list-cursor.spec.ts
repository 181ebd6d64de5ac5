import type { Page, Request } from '@playwright/test';
import { test, expect } from './fixtures';

/** The console's requests for the customers list with this search, as URLs. */
function listRequests(page: Page, search: string) {
  const seen: URL[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/customers' && url.searchParams.get('search') === search) seen.push(url);
  });
  return seen;
}

const isList = (search: string, test: (params: URLSearchParams) => boolean) => (request: Request) => {
  const url = new URL(request.url());
  return url.pathname === '/api/v1/customers' && url.searchParams.get('search') === search && test(url.searchParams);
};

const names = (prefix: string, from: number, to: number) => Array.from({ length: to - from }, (_, i) => `${prefix}${String(from + i).padStart(2, '0')}`);

test('next and previous step by the cursors of the page on screen; page numbers jump by number', async ({ page, signedIn }) => {
  const headers = { Authorization: `Bearer ${signedIn.accessToken}` };
  for (let i = 0; i < 25; i++) {
    const response = await page.request.post('/api/v1/customers', { headers, data: { name: `seek-${String(i).padStart(2, '0')}` } });
    expect(response.status()).toBe(201);
  }
  const seen = listRequests(page, 'seek-');
  const firstCells = () => page.locator('tbody tr td:first-child').allTextContents();

  await page.goto('/sales/customers?search=seek-&size=10');
  await expect(page.getByText('25 in all')).toBeVisible();
  await expect.poll(firstCells).toEqual(names('seek-', 0, 10));
  // page 0 is read by number; page 1 is prefetched by the cursor "next" will use
  expect(seen[0].searchParams.get('page')).toBe('0');
  expect(seen[0].searchParams.has('cursor')).toBe(false);
  await expect.poll(() => seen.filter((u) => u.searchParams.has('cursor')).length).toBe(1);
  const prefetched = seen.find((u) => u.searchParams.has('cursor'))!;
  expect(prefetched.searchParams.get('page')).toBe('1');

  await page.getByRole('button', { name: 'next page' }).click();
  await expect(page).toHaveURL(/[?&]page=1(&|$)/);
  await expect(page).not.toHaveURL(/cursor/);
  await expect.poll(firstCells).toEqual(names('seek-', 10, 20));
  // the click used the prefetched query: page 1 was never asked for by number, nor twice by cursor
  const pageOne = seen.filter((u) => u.searchParams.get('page') === '1');
  expect(pageOne.map((u) => u.searchParams.get('cursor'))).toEqual([prefetched.searchParams.get('cursor')]);

  const previous = page.waitForRequest(isList('seek-', (p) => p.get('page') === '0' && p.has('cursor')));
  await page.getByRole('button', { name: 'previous page' }).click();
  await previous;
  await expect(page).not.toHaveURL(/page=/);
  await expect.poll(firstCells).toEqual(names('seek-', 0, 10));

  const jump = page.waitForRequest(isList('seek-', (p) => p.get('page') === '2' && !p.has('cursor')));
  await page.getByRole('button', { name: 'Page 3' }).click();
  await jump;
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect.poll(firstCells).toEqual(names('seek-', 20, 25));

  // back from the last page by cursor; a reload keeps the page, the back button the one before
  const back = page.waitForRequest(isList('seek-', (p) => p.get('page') === '1' && p.has('cursor')));
  await page.getByRole('button', { name: 'previous page' }).click();
  await back;
  await expect.poll(firstCells).toEqual(names('seek-', 10, 20));
  await page.reload();
  await expect.poll(firstCells).toEqual(names('seek-', 10, 20));
  await page.goBack();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect.poll(firstCells).toEqual(names('seek-', 20, 25));

  // a new sort is another query: no cursor, back to the first page
  const sorted = page.waitForRequest(isList('seek-', (p) => p.get('sort') === '-name'));
  await page.getByRole('button', { name: /^Name/ }).click();
  expect(new URL((await sorted).url()).searchParams.has('cursor')).toBe(false);
  await expect.poll(firstCells).toEqual(names('seek-', 15, 25).reverse());
});

test('a cursor the service refuses is dropped silently: the page is read by its number', async ({ page, signedIn }) => {
  const headers = { Authorization: `Bearer ${signedIn.accessToken}` };
  for (let i = 0; i < 12; i++) {
    expect((await page.request.post('/api/v1/customers', { headers, data: { name: `stale-${String(i).padStart(2, '0')}` } })).status()).toBe(201);
  }
  const firstCells = () => page.locator('tbody tr td:first-child').allTextContents();
  await page.goto('/sales/customers?search=stale-&size=10&page=1');
  await expect.poll(firstCells).toEqual(['stale-10', 'stale-11']);

  // a history entry holding a cursor of no query of this list (React Router keeps its state under `usr`)
  await page.evaluate(() => window.history.replaceState({ ...window.history.state, usr: { listCursor: { page: 1, cursor: 'not-a-cursor' } } }, ''));
  const refused = page.waitForResponse((r) => new URL(r.url()).searchParams.get('cursor') === 'not-a-cursor');
  const byNumber = page.waitForResponse((r) => isList('stale-', (p) => p.get('page') === '1' && !p.has('cursor'))(r.request()));
  await page.reload();
  expect((await refused).status()).toBe(400);
  expect((await byNumber).status()).toBe(200);
  await expect.poll(firstCells).toEqual(['stale-10', 'stale-11']);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('CSV export walks a list of more than 200 rows by nextCursor', async ({ page, signedIn }) => {
  test.setTimeout(120_000);
  const headers = { Authorization: `Bearer ${signedIn.accessToken}` };
  const names = Array.from({ length: 205 }, (_, i) => `bulk-${String(i).padStart(3, '0')}`);
  for (const name of names) expect((await page.request.post('/api/v1/customers', { headers, data: { name } })).status()).toBe(201);
  const seen = listRequests(page, 'bulk-');

  await page.goto('/sales/customers?search=bulk-');
  await expect(page.getByText('205 in all')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const text = (await (await download.createReadStream()).toArray()).join('').replace(/^\uFEFF/, '');
  expect(text.trim().split('\r\n').slice(1).map((line) => line.split(',')[0])).toEqual(names);

  const exports = seen.filter((u) => u.searchParams.get('size') === '200');
  expect(exports.map((u) => [u.searchParams.get('page'), !!u.searchParams.get('cursor')])).toEqual([['0', false], [null, true]]);
});
