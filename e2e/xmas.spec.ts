import { test, expect } from './fixtures/test.ts';
import { TEST_PARTNER_CONTRACTS } from './fixtures/test-partners.ts';

test('the winners table lists number, short address, profile link, date and prize', async ({ page }) => {
  await page.goto('/#/xmas');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Christmas Giveaway Winners');
  const table = page.getByRole('table', { name: 'Christmas giveaway winners' });
  await expect(table.getByRole('columnheader')).toHaveText(['#', 'Address', 'Winner', 'Date', 'Prize']);
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(9);

  const first = rows.nth(1).getByRole('cell');
  await expect(first.nth(0)).toHaveText('1');
  await expect(first.nth(1)).toHaveText('stars1qyq...rxd');
  await expect(first.nth(1)).toHaveAttribute('title', 'stars1qyqszqgpqyqszqgpqyqszqgpqyqszqgpx0krxd');
  const profile = first.nth(2).getByRole('link', { name: '@stargazer_art' });
  await expect(profile).toHaveAttribute('href', 'https://x.com/stargazer_art');
  await expect(profile).toHaveAttribute('rel', /noopener/);
  await expect(first.nth(3)).toHaveText('2024-12-18');
  // The prize links follow the configured partner contracts (PARTNER_COLLECTIONS of the e2e server).
  await expect(first.nth(4).getByRole('link', { name: 'Bat Kids #112' })).toHaveAttribute(
    'href',
    `https://www.stargaze.zone/m/${TEST_PARTNER_CONTRACTS.batKids}/112`,
  );
  await expect(rows.nth(8).getByRole('cell').first()).toHaveText('8');
});
