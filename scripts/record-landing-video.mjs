// Records the landing page's looping header video: a canvas animation captured by Chromium's
// MediaRecorder to a small WebM. Run: node scripts/record-landing-video.mjs
import { writeFile } from 'node:fs/promises';
import { chromium } from 'playwright';
import { requireChromium } from './chromium.mjs';

const OUT = 'public/landing/header.webm';
const WIDTH = 640;
const HEIGHT = 240;
const SECONDS = 4;

/** Runs in the page. */
async function record({ width, height, seconds }) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  document.body.append(canvas);
  const ctx = canvas.getContext('2d');
  const stream = canvas.captureStream(24);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 250_000 });
  const chunks = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const done = new Promise((resolve) => (recorder.onstop = () => resolve()));
  const start = performance.now();
  // Layers drifting in a loop: the animation returns to its first frame after `seconds`.
  const frame = () => {
    const t = ((performance.now() - start) / 1000 / seconds) % 1;
    const g = ctx.createLinearGradient(0, 0, width, height);
    g.addColorStop(0, '#2e1065');
    g.addColorStop(1, '#831843');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, width, height);
    for (let i = 0; i < 14; i++) {
      const phase = t * Math.PI * 2 + i;
      const x = ((i * 97 + t * width) % (width + 80)) - 40;
      const y = height / 2 + Math.sin(phase) * (height / 3);
      ctx.fillStyle = `hsla(${(i * 40 + t * 360) % 360}, 80%, 65%, 0.55)`;
      ctx.fillRect(x, y - 18, 36, 36);
    }
    if (recorder.state === 'recording') requestAnimationFrame(frame);
  };
  recorder.start();
  frame();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  recorder.stop();
  await done;
  return [...new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer())];
}

const browser = await chromium.launch({ executablePath: requireChromium(chromium.executablePath()), args: ['--no-sandbox'] });
const page = await browser.newPage();
await page.setContent('<!doctype html><body></body>');
const bytes = await page.evaluate(record, { width: WIDTH, height: HEIGHT, seconds: SECONDS });
await browser.close();
await writeFile(OUT, new Uint8Array(bytes));
console.log(`Wrote ${OUT} (${bytes.length} bytes)`);
