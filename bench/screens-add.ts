// Adding an artist's layers to the combiner: `layers` layers of `perLayer` PNGs of `px` px, dropped on the
// layer cards as an artist drops a folder's files (bench/dropped-files.ts), each layer's time from its drop
// to its images listed. The images are drawn and made files in the page before the probe starts.
import type { Page } from 'playwright';
import { layerImages } from './bench-layers.ts';
import { installProbe, printFrames, readProbe } from './combiner-steps.ts';
import { dropHeld, holdFiles } from './dropped-files.ts';

export interface AddFigures {
  addSeconds: number;
  /** The last layer's time over the first's. */
  addGrowth: number;
  layerSeconds: number[];
  longestTaskMs: number;
}

const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

export async function addLayers(page: Page, layers: number, perLayer: number, px: number): Promise<AddFigures> {
  for (let layer = 0; layer < layers; layer++) {
    const images = await layerImages(page, layer, perLayer, px);
    await holdFiles(
      page,
      `layer ${layer + 1}`,
      images.map((image, i) => ({ name: `l${layer + 1}-${i + 1}.png`, base64: image.toString('base64') })),
    );
  }
  await installProbe(page);
  const layerSeconds: number[] = [];
  for (let layer = 0; layer < layers; layer++) {
    // Found by attribute and text, not by role: a role query walks the whole page at each poll.
    await page.locator('button', { hasText: 'Add Trait Group' }).click();
    const card = page.locator(`[data-testid="layer-card"][aria-label="Layer ${layer + 1}"]`);
    const zone = card.locator('input[type="file"][accept="image/*"]').locator('..');
    await zone.waitFor();
    const started = await dropHeld(zone, `layer ${layer + 1}`);
    // The frame after the layer lists its images, timed in the page.
    const ended = await page.waitForFunction(
      ({ layer, text }) => {
        const card = document.querySelector(`[data-testid="layer-card"][aria-label="Layer ${layer + 1}"]`);
        const shown = Array.from(card?.querySelectorAll('button') ?? [], (b) => b.textContent).includes(text);
        return shown && performance.now();
      },
      { layer, text: `Hide images (${perLayer})` },
      { polling: 'raf', timeout: 600_000 },
    );
    layerSeconds.push(round(((await ended.jsonValue()) as number) / 1000 - started / 1000, 2));
    console.log(`  layer ${layer + 1}: ${layerSeconds.at(-1)} s`);
  }
  const probe = await readProbe(page);
  printFrames('the adding', probe.frames);
  return {
    addSeconds: round(layerSeconds.reduce((a, b) => a + b, 0)),
    addGrowth: round(layerSeconds.at(-1)! / layerSeconds[0]!, 2),
    layerSeconds,
    longestTaskMs: Math.round(probe.longestTaskMs),
  };
}
