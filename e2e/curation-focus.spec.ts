// The edit dialogs keep the keyboard: after "Find a re-roll" the focus is back in the dialog (the
// buttons were disabled while the worker looked), on "Apply re-roll" or, when none was found, on the
// button that looks again (e2e/look-alike-reroll.spec.ts checks the first); Tab goes round the
// dialog's own controls and Escape closes it.
import { test, expect } from './fixtures/test.ts';
import { makeRun } from './support/helpers.ts';

test('after "Find a re-roll" Tab stays in the dialog and Escape closes it', async ({ page }) => {
  await makeRun(
    page,
    [
      { name: 'Background', inset: 0, values: ['red', 'green', 'blue'] },
      { name: 'Eyes', inset: 40, values: ['black', 'white', 'yellow'] },
    ],
    { seed: 'focus' },
  );
  await page.getByRole('article', { name: 'Combination #2' }).getByRole('button', { name: 'Re-roll' }).click();
  const dialog = page.getByRole('dialog', { name: 'Re-roll #2' });
  await dialog.getByRole('button', { name: 'Find a re-roll' }).click();
  // Every combination is in the set: none is found, and the focus is back on the button that looks again.
  await expect(dialog.getByRole('alert')).toHaveText(/^No re-roll keeps the counts/);
  await expect(dialog.getByRole('button', { name: 'Find a re-roll' })).toBeFocused();
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
