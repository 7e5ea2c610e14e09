import { test, expect } from './fixtures/test.ts';
import { TEST_PARTNER_CONTRACTS } from './fixtures/test-partners.ts';

test('Featured Collections lists the five partners', async ({ page }) => {
  await page.goto('/#/recent-collections');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Featured Collections');
  await expect(page.getByTestId('current-collections')).toHaveText('5');
  await expect(page.getByText('More Coming Soon')).toBeVisible();
  const titles = ['Bat Kids', 'Bad morning', 'Lazy Sloth Club', 'The Smokers Club Tribute Collection', 'Join revolution!'];
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(titles);
  for (const title of titles) {
    const cover = page.getByRole('img', { name: `${title} cover` });
    await expect.poll(() => cover.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
  }
  await expect(page.getByRole('link', { name: 'View on Stargaze' }).first()).toHaveAttribute(
    'href',
    `https://www.stargaze.zone/m/${TEST_PARTNER_CONTRACTS.batKids}/tokens`,
  );
});
