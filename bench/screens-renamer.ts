// The batch renamer holding many small files, at its largest page. The files live in the tab alone (a
// reload empties the list), so its open is from their drop on the drop zone, as a person drops a folder's
// files, to the list answering a click.
import type { Page } from 'playwright';
import { pngBytes } from '../server/test/images.ts';
import { dropHeld, holdFiles } from './dropped-files.ts';
import { LARGEST_PAGE, type ScreenSteps } from './screens-open.ts';

const HELD = 'renamer';
const ROW = 'li[data-testid="renamer-file"]';
const MOVE_DOWN = 'button[aria-label^="Move "][aria-label$=" down"]';

/** Goes to the renamer at its largest page, with `files` tiny PNG files made in the page, ready to drop. */
export async function renamerFiles(page: Page, files: number): Promise<void> {
  await page.goto(`/#/renameizer?pageSize=${LARGEST_PAGE}`);
  const base64 = Buffer.from(pngBytes(4, 4)).toString('base64');
  await holdFiles(
    page,
    HELD,
    Array.from({ length: files }, (_, i) => ({ name: `${i + 1}.png`, base64 })),
  );
}

export const renamer = (screen: string): ScreenSteps => ({
  screen,
  // The drop zone is the box around its file input.
  reach: (page) => dropHeld(page.locator('input[type="file"]').locator('..'), HELD),
  mainControl: `${ROW} ${MOVE_DOWN}`,
  shown: `${ROW}:last-child`,
  // A file moved down a place, its order being its new number: the renamer's edit.
  edit: async (page) => {
    const down = page.locator(`${ROW}:first-child ${MOVE_DOWN}`);
    const moved = await down.getAttribute('aria-label');
    await down.click();
    await page.locator(`${ROW}:first-child ${MOVE_DOWN}:not([aria-label="${moved}"])`).waitFor();
  },
});
