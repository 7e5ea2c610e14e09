// `npm run bench -- screens`: each heavy screen opened at full scale in the built app (headless Chromium,
// signed in with the credits of a 10 000-token run), one row per screen in bench/out/screens.json:
// `openMs` (navigation to the main control answering a click), `longestTaskMs` during the open,
// `scrollLongestTaskMs` over a scroll from top to bottom, `interactionMs` for the main edit; the row
// for adding an artist's 600 images of 512 px adds `addSeconds` and `addGrowth` (last layer over first).
// SCREENS=add,8x30,templates,60x50,results,table,files,renamer picks rows (all by default): the combiner's
// (add: adding 20 x 30 images, then the first open after a reload; 8x30, templates, 60x50: its scenes),
// a generated run's results grid and its token table, the files screen of a collection, the renamer.
// SCREENS_SIZE (10 000 by default) is the run's tokens, the collection's files and the renamer's: smaller
// while trying a change out. Needs a build (STATIC_DIR, default dist).
import type { Page } from 'playwright';
import { inSignedInApp } from './app-stack.ts';
import { deleteLayers, uploadLayers } from './combiner-steps.ts';
import { flatScene, storeScene, treeScene } from './planner-in-app.ts';
import { addLayers } from './screens-add.ts';
import { collectionOfFiles, filesScreen, openFiles } from './screens-files.ts';
import { checkPaging, measureScreen, type ScreenRow, type ScreenSteps } from './screens-open.ts';
import { renamer, renamerFiles } from './screens-renamer.ts';
import { generateRun, resultsGrid, tokenTable } from './screens-results.ts';
import { report } from './report.ts';

const TOKENS = 10_000;
const SIZE = Number(process.env.SCREENS_SIZE ?? 10_000);
/** The size as the rows name it: 10 000. */
const named = SIZE.toLocaleString('en').replace(/,/g, ' ');
const wanted = (process.env.SCREENS ?? 'add,8x30,templates,60x50,results,table,files,renamer').split(',');

/** The combiner's steps: the first image's weight field answers the click; the rarity plan shows it whole. */
const combiner = (screen: string): ScreenSteps => ({
  screen,
  mainControl: 'input[aria-label^="Weight of "]',
  shown: 'section[aria-label="Rarity plan"][aria-busy="false"] h3',
  edit: async (page: Page) => {
    const weight = page.locator('input[aria-label^="Weight of "]').nth(1);
    await weight.focus();
    await page.keyboard.press('End');
    await page.keyboard.type('5');
  },
});

/** Layers uploaded (small images: the screen's size is the point, not the upload) with a scene's settings. */
async function scene(page: Page, layers: number, perLayer: number, settings?: typeof flatScene, tokens = TOKENS) {
  await deleteLayers(page);
  await uploadLayers(page, layers, perLayer, 64);
  if (settings) await storeScene(page, settings, tokens);
}

async function main() {
  const rows: Array<ScreenRow & Record<string, unknown>> = [];
  await inSignedInApp('screens-bench-', async (page) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    if (wanted.includes('add')) {
      console.log('adding 20 layers x 30 images of 512 px');
      const added = await addLayers(page, 20, 30, 512);
      rows.push({
        screen: 'combiner 20 x 30 of 512 px: adding the 600 images',
        openMs: null,
        longestTaskMs: added.longestTaskMs,
        scrollLongestTaskMs: null,
        interactionMs: null,
        addSeconds: added.addSeconds,
        addGrowth: added.addGrowth,
        layerSeconds: added.layerSeconds,
      });
      console.log(JSON.stringify(rows.at(-1)));
      await page.getByLabel('Collection size').fill(String(TOKENS));
      rows.push(await measureScreen(page, combiner('combiner 20 x 30 of 512 px: first open after a reload')));
    }
    if (wanted.includes('8x30')) {
      await scene(page, 8, 30, flatScene);
      rows.push(await measureScreen(page, combiner('combiner 8 x 30, 20 rules')));
    }
    if (wanted.includes('templates')) {
      await scene(page, 20, 30, treeScene);
      rows.push(await measureScreen(page, combiner('combiner 4 templates of 8 x 30 (20 layers), 20 rules')));
    }
    if (wanted.includes('60x50')) {
      await scene(page, 60, 50);
      await page.getByLabel('Collection size').fill(String(TOKENS));
      rows.push(await measureScreen(page, combiner('combiner 60 x 50')));
    }
    if (wanted.includes('results') || wanted.includes('table')) {
      // The run of the token table bench: 8 x 30 images of 64 px, 20 rules.
      await scene(page, 8, 30, flatScene, SIZE);
      await generateRun(page, SIZE);
      if (wanted.includes('results')) rows.push(await measureScreen(page, resultsGrid(`results of ${named} tokens`)));
      if (wanted.includes('table')) rows.push(await measureScreen(page, tokenTable(`token table of ${named} rows`)));
    }
    if (wanted.includes('files')) {
      await openFiles(page, await collectionOfFiles(page, SIZE));
      rows.push(await measureScreen(page, filesScreen(`files of a ${named}-file collection`)));
      await checkPaging(page, SIZE);
    }
    if (wanted.includes('renamer')) {
      await renamerFiles(page, SIZE);
      rows.push(await measureScreen(page, renamer(`renamer of ${named} files`)));
      await checkPaging(page, SIZE);
    }
  });
  report(
    'screens',
    { rows, tokens: TOKENS },
    rows.map(({ layerSeconds: _, ...row }) => row),
  );
  process.exit(0);
}

void main();
