import { test, expect } from './fixtures/test.ts';
import { signIn } from './fixtures/wallets.ts';

// Proposals are created by administrators (ADMIN_ADDRESSES), which a fresh test key cannot be; the
// admin path and voting itself are covered by the server tests.
test('a member sees the proposals section and no way to create proposals', async ({ page }) => {
  await signIn(page);
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
