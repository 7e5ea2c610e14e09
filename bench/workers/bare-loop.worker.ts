// The bench's bare loop (combiner-baseline.ts bundles this file into one module worker): compose and
// PNG-encode as fast as one thread can, with the layer images the app stored and nothing else. With
// the app's encoder (the compose workers' own code) it is the ceiling a run is compared with; with
// the browser's (convertToBlob, what the app used before) it shows what the switch changed.
import { encodePng } from '../../core/png/png-encode.ts';
import { canvasPixels, pixelCanvas } from '../../workers/composite/compositor.ts';
import type { BareLoopSetup } from './bare-loop-setup.ts';

async function prepare({ layers, size }: BareLoopSetup) {
  const probe = await createImageBitmap(layers[0]![0]!);
  const scale = size ? Math.min(1, size / Math.max(probe.width, probe.height)) : 1;
  const width = Math.max(1, Math.round(probe.width * scale));
  const height = Math.max(1, Math.round(probe.height * scale));
  const options: ImageBitmapOptions = { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' };
  const bitmaps = await Promise.all(layers.map((layer) => Promise.all(layer.map((blob) => createImageBitmap(blob, options)))));
  const context = pixelCanvas(width, height);
  return { width, height, bitmaps, context };
}

async function openFile(store: boolean) {
  if (!store) return null;
  const root = await navigator.storage.getDirectory();
  return (await root.getFileHandle(`bare-loop-${Math.random()}.bin`, { create: true })).createSyncAccessHandle();
}

onmessage = async ({ data: setup }: MessageEvent<BareLoopSetup>) => {
  const { width, height, bitmaps, context } = await prepare(setup);
  const file = await openFile(setup.store && setup.encoder === 'app');
  let end = 0;
  let bytes = 0;
  postMessage('ready');
  await new Promise((resolve) => (onmessage = resolve));
  for (let made = 0; made < setup.count;) {
    const batch: Promise<number>[] = [];
    for (let k = 0; k < setup.chunk && made < setup.count; k++, made++) {
      let rest = made;
      context.clearRect(0, 0, width, height);
      for (const images of bitmaps) {
        context.drawImage(images[rest % images.length]!, 0, 0);
        rest = Math.floor(rest / images.length);
      }
      if (setup.encoder === 'browser') {
        batch.push(context.canvas.convertToBlob({ type: 'image/png' }).then((blob) => (bytes += blob.size)));
        continue;
      }
      const png = encodePng(canvasPixels(context));
      file?.write(png, { at: end });
      end += png.byteLength;
      bytes += png.byteLength;
    }
    await Promise.all(batch);
  }
  file?.close();
  // Done: the PNG bytes this worker made.
  postMessage(bytes);
};
