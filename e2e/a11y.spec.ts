// Accessibility: axe on every screen, signed out and signed in, with no serious or critical violation;
// the connect dialog traps focus and closes on Escape; every visible control is reachable by Tab.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import { xsrfHeader } from './support/helpers.ts';

const PUBLIC_SCREENS = [
  '/',
  '/collections',
  '/randomizer',
  '/renameizer',
  '/borrow',
  '/tickets',
  '/faq',
  '/xmas',
  '/apply',
  '/vote',
  '/recent-collections',
];

async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

test('every screen signed out has no serious or critical violation', async ({ page }) => {
  test.setTimeout(120_000);
  const found: Record<string, string[]> = {};
  for (const path of PUBLIC_SCREENS) {
    await page.goto(`/#${path}`);
    const violations = await seriousViolations(page);
    if (violations.length) found[path] = violations;
  }
  expect(found).toEqual({});
});

test('every screen signed in has no serious or critical violation', async ({ page, signIn }) => {
  test.setTimeout(180_000);
  await signIn();
  const cover = {
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
  };
  const added = await page.request.post('/api/add_collection.php', {
    headers: await xsrfHeader(page),
    multipart: { name: 'Axe check', description: 'a11y', coverPhoto: cover },
  });
  expect(added.status()).toBe(200);
  const { collection } = (await added.json()) as { collection: { id: number } };
  const found: Record<string, string[]> = {};
  for (const path of [...PUBLIC_SCREENS, `/collection/edit/${collection.id}`, `/collection/edit/files/${collection.id}`]) {
    await page.goto(`/#${path}`);
    const violations = await seriousViolations(page);
    if (violations.length) found[path] = violations;
  }
  expect(found).toEqual({});
});

test('the connect dialog traps focus, passes axe, and closes on Escape', async ({ page }) => {
  await page.goto('/#/');
  await page.getByRole('button', { name: 'Open App' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect your wallet' });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The page behind a modal <dialog> is inert: Tab cycles through the dialog (and the browser's own
  // toolbar, seen from the page as <body>), never onto the page.
  let inside = 0;
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab');
    const where = await dialog.evaluate((d) =>
      d.contains(document.activeElement)
        ? 'dialog'
        : document.activeElement === document.body
          ? 'browser'
          : (document.activeElement?.outerHTML ?? '').slice(0, 80),
    );
    expect(['dialog', 'browser']).toContain(where);
    if (where === 'dialog') inside++;
  }
  expect(inside).toBeGreaterThan(10);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('every visible control of the landing and collections screens is reachable by Tab', async ({ page }) => {
  for (const path of ['/', '/collections', '/faq']) {
    await page.goto(`/#${path}`);
    // A fresh document, so Tab starts at the top rather than where the previous screen left focus.
    await page.reload();
    await page.waitForLoadState('networkidle');
    const controls = await page.evaluate(() => {
      const all = Array.from(document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]'));
      return all
        .filter((el) => !el.closest('dialog:not([open])') && !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0)
        .map((el, i) => (el.dataset.a11yId = String(i)));
    });
    const reached = new Set<string>();
    for (let i = 0; i < controls.length + 10; i++) {
      await page.keyboard.press('Tab');
      const id = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.a11yId);
      if (id) reached.add(id);
    }
    const missed = await page.evaluate(
      (ids) =>
        ids
          .map((id) => document.querySelector<HTMLElement>(`[data-a11y-id="${id}"]`))
          .filter((el) => el && el.tabIndex >= -1)
          .map((el) => el!.outerHTML.slice(0, 120)),
      controls.filter((id) => !reached.has(id)),
    );
    expect(missed, path).toEqual([]);
  }
});
