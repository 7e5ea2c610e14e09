// Runs in the bench's Chromium page: the app's own Pinata uploader (pinata-upload.ts) sends the two CAR
// files the page was handed (disk-backed File objects, as a picked file is), images first, while the
// page's longest task (Long Tasks API) and JS heap (sampled every 200 ms) are recorded.
import { PIN_PART_BYTES } from '../src/config/constants.ts';
import { pinataUploadCar } from '../src/features/combiner/launch/pinata-upload.ts';

interface BenchPin {
  endpoint: string;
  key: string;
  partBytes: number;
}

async function benchPin({ endpoint, key, partBytes }: BenchPin) {
  let longestTaskMs = 0;
  let peakHeap = 0;
  new PerformanceObserver((list) => list.getEntries().forEach((e) => (longestTaskMs = Math.max(longestTaskMs, e.duration)))).observe({
    type: 'longtask',
    buffered: false,
  });
  const heap = () => (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize;
  const sampler = setInterval(() => (peakHeap = Math.max(peakHeap, heap())), 200);
  const [images, metadata] = Array.from(document.querySelector('input')!.files!);
  const started = performance.now();
  const send = (file: File) =>
    pinataUploadCar(file, file.name, {
      endpoint,
      key,
      partBytes,
      resumeUrl: null,
      signal: new AbortController().signal,
      onUploadUrl: () => {},
      onProgress: () => {},
    });
  const imagesRoot = await send(images!);
  const metadataRoot = await send(metadata!);
  const pinSeconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return { imagesRoot, metadataRoot, pinSeconds, longestTaskMs, peakHeapMB: Math.max(peakHeap, heap()) / 2 ** 20 };
}

Object.assign(window, { benchPin, benchPartBytes: PIN_PART_BYTES });
