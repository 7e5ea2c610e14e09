// The combiner's layer list at an artist's scale is virtualised: only the rows near the view are in the
// page, yet every image stays reachable (the search field, Tab), reorderable by drag and by keyboard, and
// the screen passes axe with 20 layers x 30 images in light and dark mode (its rarity plan windowed too).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import { pngFiles, type Upload } from './support/helpers.ts';

/** `count` small distinct images named `<prefix>-1.png` ... */
const images = (page: Page, prefix: string, count: number) =>
  pngFiles(
    page,
    Array.from({ length: count }, (_, i) => ({
      name: `${prefix}-${i + 1}.png`,
      color: [(i * 37) % 256, (i * 91) % 256, 120],
      inset: i % 30,
    })),
  );

/** Adds layer `number` (the list scrolls to a new card) with `files`. */
async function addLayer(page: Page, number: number, name: string, files: Upload[]) {
  await page.getByRole('button', { name: 'Add Trait Group' }).click();
  await page.getByLabel(`Name of layer ${number}`).fill(name);
  await page.getByLabel(`Browse images for layer ${number}`).setInputFiles(files);
  await expect(
    page.getByRole('listitem', { name: `Layer ${number}` }).getByRole('button', { name: `Hide images (${files.length})` }),
  ).toBeVisible({
    timeout: 60_000,
  });
}

const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

test('a long layer list keeps only the rows near the view, and a value far down is found, tabbed to and moved', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/#/randomizer');
  await addLayer(page, 1, 'Hair', await images(page, 'a', 40));
  await addLayer(page, 2, 'Eyes', await images(page, 'b', 40));
  const rows = page.getByTestId('layer-image');
  // Virtualised: far fewer than the 80 rows are in the page.
  await expect.poll(() => rows.count()).toBeLessThan(50);

  // The search field goes to a value the page's own find cannot see, and focuses it.
  const search = page.getByLabel('Find an image or trait value');
  await search.fill('b-37');
  await expect(page.getByRole('status').filter({ hasText: '1 image matches' })).toBeVisible();
  await search.press('Enter');
  await expect(page.getByLabel('Trait value of b-37.png')).toBeFocused();

  // From the keyboard: picked up by its handle, one place up, dropped.
  const handle = page.getByRole('button', { name: 'Reorder b-37.png' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  await page.keyboard.press('ArrowUp');
  // Dropped once the new place is announced: on a busy machine the move can come frames after the key.
  await expect(page.getByText('b-37.png is over position 36 of 40.')).toBeAttached();
  await page.keyboard.press('Space');
  const eyes = page.getByRole('list', { name: 'Images of layer Eyes' });
  await expect(eyes.locator('li[aria-posinset="36"]')).toContainText('b-37.png');
  await expect(eyes.locator('li[aria-posinset="37"]')).toContainText('b-36.png');

  // By Tab from the top of the first layer: every value comes in order, down past the rows first rendered.
  await search.fill('a-1.png');
  await search.press('Enter');
  await expect(page.getByLabel('Trait value of a-1.png')).toBeFocused();
  const seen: string[] = [];
  for (let i = 0; i < 600 && !seen.includes('Trait value of a-30.png'); i++) {
    await page.keyboard.press('Tab');
    const label = await focusedLabel(page);
    if (label.startsWith('Trait value of a-')) seen.push(label);
  }
  expect(seen).toEqual(Array.from({ length: 29 }, (_, i) => `Trait value of a-${i + 2}.png`));

  // By mouse: a row dragged by its handle two places down.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByLabel('Find an image or trait value').fill('a-5.png');
  await page.getByLabel('Find an image or trait value').press('Enter');
  const from = await page.getByRole('button', { name: 'Reorder a-3.png' }).boundingBox();
  const hair = page.getByRole('list', { name: 'Images of layer Hair' });
  const to = await hair.locator('li[aria-posinset="5"]').boundingBox();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + 20, { steps: 3 });
  await page.mouse.move(from!.x + from!.width / 2, to!.y + to!.height / 2 + 5, { steps: 12 });
  await page.mouse.up();
  await expect(hair.locator('li[aria-posinset="5"]')).toContainText('a-3.png');
});

async function violations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}, ${v.nodes.length}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

test('the combiner with 20 layers x 30 images passes axe in light and dark mode', async ({ page }) => {
  test.setTimeout(900_000);
  await page.goto('/#/randomizer');
  for (let layer = 1; layer <= 20; layer++) await addLayer(page, layer, `Layer ${layer}`, await images(page, `l${layer}`, 30));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByLabel('Find an image or trait value').fill('l20-30');
  expect(await violations(page)).toEqual([]);
  // Dark mode from the header's switch: the same 600 rows, no reload.
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByLabel('Find an image or trait value').press('Enter');
  await expect(page.getByLabel('Trait value of l20-30.png')).toBeFocused();
  expect(await violations(page)).toEqual([]);

  // The rarity plan of 600 values lists only the layers near the view; the last comes as the panel scrolls.
  const plan = page.getByRole('region', { name: 'Rarity plan' });
  await expect(plan.getByRole('heading', { name: 'Layer 20', exact: true })).toHaveCount(1);
  expect(await plan.getByRole('list').count()).toBeLessThan(20);
  await page.getByRole('complementary', { name: 'Generator' }).evaluate((panel) => panel.scrollTo(0, panel.scrollHeight));
  await expect(plan.getByRole('list', { name: 'Planned counts of Layer 20' })).toBeVisible();
});
