import { test, expect } from './fixtures/test.ts';

// Proposals are created by administrators (ADMIN_ADDRESSES), which a fresh test key cannot be; the
// admin path and voting itself are covered by the server tests.
test('a member sees the proposals section and no way to create proposals', async ({ page, signIn }) => {
  await signIn();
  await page.goto('/#/vote');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Community Vote');
  await expect(page.getByRole('heading', { name: 'Proposals' })).toBeVisible();
  await expect(page.getByText('No proposals yet')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create proposal' })).toHaveCount(0);
  await expect(page.getByLabel('Proposal title')).toHaveCount(0);

  const refused = await page.request.post('/api/create-proposal.php', {
    headers: { 'X-XSRF-TOKEN': (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value },
    data: { title: 'Sneaky', closesAt: new Date(Date.now() + 3_600_000).toISOString() },
  });
  expect(refused.status()).toBe(403);
  await page.reload();
  await expect(page.getByText('No proposals yet')).toBeVisible();
});

test('a visitor can read the vote page', async ({ page }) => {
  await page.goto('/#/vote');
  await expect(page.getByRole('heading', { name: 'Proposals' })).toBeVisible();
  await expect(page.getByText('No proposals yet')).toBeVisible();
});

test.describe('a proposals list that fails to load', () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource|status code 500/] });

  test('says so under its heading, and loads on "Try again"', async ({ page, signIn }) => {
    await signIn();
    await page.route('**/api/proposals.php', (route) => route.fulfill({ status: 500, json: { error: 'Database down' } }));
    await page.goto('/#/vote');
    await expect(page.getByRole('alert')).toHaveText('Failed to load proposals');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Community Vote');
    await expect(page.getByRole('heading', { name: 'Proposals' })).toBeVisible();
    await expect(page.getByText('Have your say in what Traitforge builds next')).toBeVisible();

    await page.unroute('**/api/proposals.php');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('No proposals yet')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
