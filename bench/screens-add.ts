// Adding an artist's layers to the combiner: `layers` layers of `perLayer` PNGs of `px` px, dropped on the
// layer cards as an artist drops a folder's files, each layer's time from its drop to its images listed.
// The images are drawn and made files in the page before the probe starts (the harness's work), and
// dropped rather than set on the file input: Chromium filling an input's file list through the test
// driver is one long task of its own (a bare input too), which a person's file picker is not.
import type { Page } from 'playwright';
import { layerImages } from './bench-layers.ts';
import { installProbe, printFrames, readProbe } from './combiner-steps.ts';

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
    const encoded = (await layerImages(page, layer, perLayer, px)).map((b) => b.toString('base64'));
    await page.evaluate(
      ({ layer, encoded }) => {
        const files = encoded.map(
          (b64, i) => new File([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], `l${layer + 1}-${i + 1}.png`, { type: 'image/png' }),
        );
        const held = ((window as unknown as { __layerFiles?: File[][] }).__layerFiles ??= []);
        held[layer] = files;
      },
      { layer, encoded },
    );
  }
  await installProbe(page);
  const layerSeconds: number[] = [];
  for (let layer = 0; layer < layers; layer++) {
    // Found by attribute and text, not by role: a role query walks the whole page at each poll.
    await page.locator('button', { hasText: 'Add Trait Group' }).click();
    const card = page.locator(`[data-testid="layer-card"][aria-label="Layer ${layer + 1}"]`);
    const zone = card.locator('input[type="file"]').locator('..');
    await zone.waitFor();
    const started = await zone.evaluate((element, layer) => {
      const transfer = new DataTransfer();
      for (const file of (window as unknown as { __layerFiles: File[][] }).__layerFiles[layer]!) transfer.items.add(file);
      const at = performance.now();
      element.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
      return at;
    }, layer);
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
