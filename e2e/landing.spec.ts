import { test, expect } from './fixtures/test.ts';

test('the landing page: video header, Get Started, feature cards, chains and partners', { tag: '@smoke' }, async ({ page }) => {
  await page.goto('/#/');
  const video = page.locator('video');
  await expect(video).toHaveAttribute('loop', '');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && v.videoHeight > 0)).toBe(true);

  await page.getByRole('button', { name: 'Get Started' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect your wallet' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const renamer = page.getByRole('button', { name: 'File Batch Renamer' });
  const combiner = page.getByRole('button', { name: 'Image Combiner' });
  await expect(page.getByRole('button', { name: 'NFT Metadata Editor' })).toHaveAttribute('aria-expanded', 'false');
  await renamer.click();
  await expect(renamer).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/renamed to sequential numbers/)).toBeVisible();
  await combiner.click();
  await expect(combiner).toHaveAttribute('aria-expanded', 'true');
  await expect(renamer).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(/renamed to sequential numbers/)).toBeHidden();
  await combiner.click();
  await expect(combiner).toHaveAttribute('aria-expanded', 'false');

  const chains = page.getByRole('region', { name: 'Supported chains' });
  await expect(chains.getByRole('img')).toHaveCount(5);
  for (const img of await chains.getByRole('img').all())
    expect(await img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);

  const teaser = page.getByRole('region', { name: 'Partner collections' });
  for (const title of ['Bat Kids', 'Bad morning', 'Lazy Sloth Club', 'The Smokers Club Tribute Collection', 'Join revolution!']) {
    await expect(teaser.getByRole('button', { name: `Show ${title}` })).toBeVisible();
  }
  // A carousel: one partner at a time, the next every 2 s.
  const shown = teaser.getByTestId('carousel-title');
  const first = await shown.textContent();
  await expect(shown).not.toHaveText(first!, { timeout: 5_000 });

  await page.getByRole('button', { name: 'Create your collection' }).click();
  await expect(dialog).toBeVisible();
});
