// Images for e2e flows, painted and read back by the browser: coloured squares on transparency (layer
// images), checkerboard patterns, and the colour at points of an exported PNG.
import type { Page } from '@playwright/test';

export type Rgb = [number, number, number];
export type Upload = { name: string; mimeType: string; buffer: Buffer };

export type ColourName = 'red' | 'green' | 'blue' | 'yellow' | 'magenta' | 'cyan' | 'black' | 'white' | 'orange';
/** The colours the flows paint with, by the names their values and files carry. */
export const COLOURS: Record<ColourName, Rgb> = {
  red: [220, 20, 20],
  green: [20, 200, 40],
  blue: [20, 40, 220],
  yellow: [240, 220, 20],
  magenta: [220, 20, 220],
  cyan: [20, 220, 220],
  black: [10, 10, 10],
  white: [250, 250, 250],
  orange: [250, 140, 0],
};

export interface LayerImage {
  name: string;
  color: Rgb;
  /** Transparent margin around the coloured square, in px of a 100 px image. */
  inset: number;
  /** Seeded per-pixel noise over the colour: slow to encode, for runs that must take a while. */
  noise?: number;
  /** White pixels painted in a row from (10, 10): a value that looks like another one. */
  specks?: number;
}

export interface Pattern {
  name: string;
  width: number;
  height: number;
  /** Cell size of a two-colour checkerboard; 0 paints the whole image in the first colour. */
  cell: number;
  colours: [string, string];
}

const asUploads = (names: string[], encoded: string[]): Upload[] =>
  names.map((name, i) => ({ name, mimeType: 'image/png', buffer: Buffer.from(encoded[i]!, 'base64') }));

/** 100 px PNGs: each a coloured square `inset` px from the edges. */
export async function pngFiles(page: Page, images: LayerImage[]): Promise<Upload[]> {
  const encoded = await page.evaluate(async (list) => {
    const out: string[] = [];
    for (const { color, inset, noise, specks } of list) {
      const canvas = new OffscreenCanvas(100, 100);
      const context = canvas.getContext('2d')!;
      context.fillStyle = `rgb(${color.join(',')})`;
      context.fillRect(inset, inset, 100 - 2 * inset, 100 - 2 * inset);
      context.fillStyle = 'rgb(255,255,255)';
      for (let i = 0; i < (specks ?? 0); i++) context.fillRect(10 + i, 10, 1, 1);
      if (noise !== undefined) {
        const pixels = context.getImageData(0, 0, 100, 100);
        let state = noise + 1;
        for (let i = 0; i < pixels.data.length; i++) if (i % 4 !== 3) pixels.data[i] = (state = (state * 1103515245 + 12345) >>> 0) >>> 24;
        context.putImageData(pixels, 0, 0);
      }
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
      out.push(btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join('')));
    }
    return out;
  }, images);
  return asUploads(
    images.map((i) => i.name),
    encoded,
  );
}

/** Opaque, hard-edged PNGs of any size: one colour, or a two-colour checkerboard. */
export async function patternFiles(page: Page, patterns: Pattern[]): Promise<Upload[]> {
  const encoded = await page.evaluate(async (list) => {
    const out: string[] = [];
    for (const { width, height, cell, colours } of list) {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d')!;
      context.fillStyle = colours[0];
      context.fillRect(0, 0, width, height);
      context.fillStyle = colours[1];
      if (cell)
        for (let y = 0; y < height; y += cell)
          for (let x = (y / cell) % 2 ? cell : 0; x < width; x += 2 * cell) context.fillRect(x, y, cell, cell);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
      out.push(btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join('')));
    }
    return out;
  }, patterns);
  return asUploads(
    patterns.map((p) => p.name),
    encoded,
  );
}

/** RGB at each point (fractions of the width and height) of each PNG, decoded by the browser. */
export async function pixels(page: Page, pngs: Uint8Array[], points: [number, number][]): Promise<number[][][]> {
  return page.evaluate(
    async ({ images, points }) => {
      const out: number[][][] = [];
      for (const base64 of images) {
        const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([data], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        out.push(
          points.map(([x, y]) => [
            ...context.getImageData(Math.floor(x * bitmap.width), Math.floor(y * bitmap.height), 1, 1).data.slice(0, 3),
          ]),
        );
      }
      return out;
    },
    { images: pngs.map((png) => Buffer.from(png).toString('base64')), points },
  );
}

export const close = (actual: number[], expected: Rgb) => actual.every((v, i) => Math.abs(v - expected[i]!) <= 16);
