import { test, expect } from './fixtures/test.ts';

test('the academy shows three tutorials and enlarges one in a modal', async ({ page }) => {
  await page.goto('/#/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('NFT Academy');
  for (const title of ['Collection management', 'NFT files management', 'Trait management']) {
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  }
  // Nothing is fetched from the video site until a visitor asks for a video.
  await expect(page.locator('iframe')).toHaveCount(0);

  await page.getByRole('button', { name: 'Enlarge' }).nth(1).click();
  const modal = page.getByRole('dialog', { name: 'NFT files management' });
  await expect(modal).toBeVisible();
  const frame = modal.locator('iframe');
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  await expect(frame).toHaveAttribute('title', 'NFT files management');
  await (await frame.elementHandle())!.contentFrame().then((f) => f?.waitForLoadState('load'));
  await modal.getByRole('button', { name: 'Close dialog' }).click();
  await expect(modal).toBeHidden();
  await expect(page.locator('iframe')).toHaveCount(0);

  await page.getByRole('button', { name: 'Play Trait management' }).click();
  await expect(page.locator('iframe[title="Trait management"]')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/.+autoplay=1/);
});

test('the accordion has ten questions and opens one answer at a time', async ({ page }) => {
  await page.goto('/#/faq');
  const questions = page.getByRole('button', { expanded: false }).filter({ hasText: '?' });
  await expect(questions).toHaveCount(10);

  const first = page.getByRole('button', { name: 'What is Traitforge?' });
  const credits = page.getByRole('button', { name: 'What are credits and how do I earn them?' });
  await expect(page.getByText(/toolbox for NFT creators/)).toBeHidden();
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/toolbox for NFT creators/)).toBeVisible();

  await credits.click();
  await expect(page.getByText(/Bat Kids 1000/)).toBeVisible();
  await expect(page.getByText(/toolbox for NFT creators/)).toBeHidden();
  await credits.click();
  await expect(credits).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(/Bat Kids 1000/)).toBeHidden();
});
