// `npm run bench -- export`: "Pack for IPFS" timed in the built app (export-browser.ts: the app's own
// export worker, reading the generated 1000 px images from the origin-private file system and writing
// both CARs there), then the same packing modules in Node on stand-ins of the same size for comparison
// (export-node.ts). EXPORT_BENCH_IMAGES (default 10 000, about 4.5 GB of CAR) sets the count: the full
// size takes long on a busy machine. EXPORT_BENCH_NODE_ONLY=1 skips the browser.
import { report } from './report.ts';
import { packInBrowser } from './export-browser.ts';
import { packInNode } from './export-node.ts';

const IMAGES = Number(process.env.EXPORT_BENCH_IMAGES ?? 10_000);
/** Node's stand-ins: about the size of the app's 1000 px PNGs. */
const IMAGE_BYTES = 450 * 1024;

async function main() {
  const browser = process.env.EXPORT_BENCH_NODE_ONLY ? null : await packInBrowser(IMAGES);
  if (browser) console.log(browser);
  const node = await packInNode(IMAGES, IMAGE_BYTES);
  const figures = {
    images: IMAGES,
    px: 1000,
    ...(browser ?? { carSeconds: 'not measured (EXPORT_BENCH_NODE_ONLY)' }),
    ...node,
    nodeImageBytes: IMAGE_BYTES,
  };
  report('export', figures, [
    {
      images: IMAGES,
      'browser carSeconds': browser?.carSeconds ?? '-',
      'CAR GB': browser ? (browser.carBytes / 1e9).toFixed(2) : '-',
      'longest task ms': browser?.longestTaskMs ?? '-',
      'main heap MB': browser?.mainThreadPeakHeapMb ?? '-',
      'worker heap MB': browser?.workerPeakHeapMb ?? '-',
      'node carSeconds': node.nodeCarSeconds,
      'node heap MB': node.nodePeakHeapMb,
    },
  ]);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
