// The Stargaze export step of `npm run bench -- combiner`: "Download one zip" timed from the click to
// the download and the ready line, with the longest main-thread task meanwhile. "Save to a folder" needs
// the browser's folder picker, which headless Chromium cannot answer, so it is reported as not measured.
import type { Page } from 'playwright';
import { installProbe, printFrames, readProbe } from './combiner-steps.ts';

const round = (x: number) => Math.round(x * 10) / 10;

export async function exportStargaze(page: Page, count: number) {
  await installProbe(page);
  const open = page.getByRole('button', { name: 'Export for Stargaze' });
  if ((await open.getAttribute('aria-expanded')) !== 'true') await open.click();
  const started = Date.now();
  const download = page.waitForEvent('download', { timeout: 900_000 });
  await page.getByRole('button', { name: 'Download one zip' }).click();
  const file = await download;
  await page.getByText(`Ready for Stargaze Studio: ${count} images, ${count} metadata files`).waitFor({ timeout: 900_000 });
  const exportOneZipSeconds = (Date.now() - started) / 1000;
  await file.delete();
  const probe = await readProbe(page);
  printFrames('one-zip export', probe.frames);
  return {
    exportOneZipSeconds: round(exportOneZipSeconds),
    exportOneZipLongestTaskMs: round(probe.longestTaskMs),
    exportFolderSeconds: 'not measured: headless Chromium cannot answer the folder picker',
  };
}
