// Dark mode checked like light mode: axe (WCAG 2 A/AA, contrast included) on the combiner filled with
// layers and a finished run, and on the files screen with files and traits: no violation at all.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import { pngBytes } from '../server/test/images.ts';
import { addLayer, createCollection } from './support/helpers.ts';

async function violations(page: Page): Promise<string[]> {
  // Every image drawn, so axe reads the colours behind the text; the page's network may stay busy
  // (its workers load while a panel opens), so its idleness is not the sign.
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}, ${v.nodes.length}): ${v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`)
        .join(' | ')}`,
  );
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('darkMode', 'true'));
});

test('the filled combiner in dark mode has no axe violation', async ({ page }) => {
  await page.goto('/#/randomizer');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByPlaceholder('e.g., My NFT').fill('Night');
  await addLayer(page, 'Background', [
    { name: 'red.png', color: [220, 20, 20], inset: 0 },
    { name: 'blue.png', color: [20, 40, 220], inset: 0 },
  ]);
  await addLayer(page, 'Hat', [
    { name: 'cap.png', color: [10, 10, 10], inset: 30 },
    { name: 'crown.png', color: [240, 220, 20], inset: 30 },
  ]);
  await page.getByLabel('Allow none in Hat').check();
  await page.getByRole('button', { name: 'Generate NFT Files' }).click();
  await expect(page.getByText('6 / 6 (100%)')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(6);
  await page.getByRole('button', { name: 'Export for Stargaze' }).click();
  expect(await violations(page)).toEqual([]);
});

test('the files screen with files and traits in dark mode has no axe violation', async ({ page, signIn }) => {
  await signIn();
  await page.goto(`/#/collection/edit/files/${await createCollection(page, 'Night', 'd')}`);
  await expect(page.locator('html')).toHaveClass(/dark/);
  const files = Array.from({ length: 3 }, (_, i) => ({
    name: `${i + 1}.png`,
    mimeType: 'image/png',
    buffer: Buffer.from(pngBytes(4, 4, [i * 60, 100, 200, 255])),
  }));
  await page.getByLabel('Choose & Upload Files').setInputFiles(files);
  await expect(page.getByTestId('file-row')).toHaveCount(3);
  const traitForm = page.getByRole('form', { name: 'Add new trait' });
  await traitForm.getByLabel('Trait name').fill('Eyes');
  await traitForm.getByRole('button', { name: 'Add Trait' }).click();
  await expect(page.getByRole('list', { name: 'Defined traits' })).toContainText('Eyes');
  // Toasts fade on their own; the screen is checked as it stays.
  await expect(page.getByText('Main trait added successfully')).toHaveCount(0, { timeout: 15_000 });
  expect(await violations(page)).toEqual([]);
});
