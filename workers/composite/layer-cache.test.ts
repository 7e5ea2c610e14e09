import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeLayers, decodeLayers, openLayers, type ImageAt } from './layer-cache.ts';
import { imagesDrawn } from './compositor.ts';

// The browser's decoder is the edge here: a fake createImageBitmap that reads a size from the "file",
// resizes on request, and records how many decodes run at once.
function fakeDecoder() {
  let running = 0;
  const seen = { mostAtOnce: 0, decoded: [] as string[], closed: [] as string[] };
  const bitmap = (name: string, width: number, height: number) => ({ name, width, height, close: () => seen.closed.push(name) });
  vi.stubGlobal('createImageBitmap', async (source: Blob | ReturnType<typeof bitmap>, options?: ImageBitmapOptions) => {
    if (!(source instanceof Blob)) return bitmap(`${source.name} resized`, options!.resizeWidth!, options!.resizeHeight!);
    running++;
    seen.mostAtOnce = Math.max(seen.mostAtOnce, running);
    const [name, width, height] = (await source.text()).split(' ');
    await new Promise((resolve) => setTimeout(resolve, 2));
    running--;
    seen.decoded.push(name!);
    return bitmap(name!, Number(width), Number(height));
  });
  return seen;
}

/** A layer "file" of `bytes` bytes (a large one unless told: one decode at a time holds for those). */
const image = (name: string, width: number, height = width, bytes = 200_000) => new Blob([`${name} ${width} ${height} `.padEnd(bytes)]);
const names = (layers: Awaited<ReturnType<typeof decodeLayers>>) =>
  layers.images.map((layer) => layer.map((placed) => (placed.bitmap as unknown as { name: string }).name));

afterEach(() => vi.unstubAllGlobals());

describe('decodeLayers', () => {
  it('decodes one image at a time per worker, each once, and keeps every layer in order', async () => {
    const seen = fakeDecoder();
    const sources = [[image('a1', 40), image('a2', 40), image('a3', 40)], [image('b1', 40)], [image('c1', 40), image('c2', 40)]];
    const layers = await decodeLayers(sources, { size: null, pixelArt: false, fit: 'stretch' });
    expect(seen.mostAtOnce).toBe(1);
    expect(seen.decoded).toEqual(['a1', 'a2', 'a3', 'b1', 'c1', 'c2']);
    expect(names(layers)).toEqual([['a1', 'a2', 'a3'], ['b1'], ['c1', 'c2']]);
    expect(layers).toMatchObject({ width: 40, height: 40 });
  });

  it('sizes the output from the first image and scales the others to it, closing what it replaced', async () => {
    const seen = fakeDecoder();
    const layers = await decodeLayers([[image('base', 200)], [image('hat', 100), image('cap', 200)]], {
      size: 1000,
      pixelArt: true,
      fit: 'stretch',
    });
    expect(layers).toMatchObject({ width: 1000, height: 1000 });
    expect(names(layers)).toEqual([['base resized'], ['hat resized', 'cap resized']]);
    expect(layers.images.flat().map(({ width, height }) => [width, height])).toEqual([
      [1000, 1000],
      [1000, 1000],
      [1000, 1000],
    ]);
    expect(seen.closed).toEqual(['base', 'hat', 'cap']);
  });

  it('refuses a run without layer images', async () => {
    fakeDecoder();
    await expect(decodeLayers([[]], { size: 250, pixelArt: false, fit: 'stretch' })).rejects.toThrow('No layer images');
  });
});

describe('openLayers', () => {
  it('decodes only the first image, then each image once when a combination first needs it', async () => {
    const seen = fakeDecoder();
    const sources = [
      [image('a1', 40), image('a2', 40)],
      [image('b1', 40), image('b2', 40), image('b3', 40)],
    ];
    const layers = await openLayers(sources, { size: null, pixelArt: false, fit: 'stretch' });
    expect(seen.decoded).toEqual(['a1']);
    await layers.decode([
      [1, 2],
      [0, 1],
      [1, 2],
    ]);
    expect(seen.decoded).toEqual(['a1', 'b3', 'a2']);
    await layers.decode([
      [0, 0],
      [1, 2],
      [1, 0],
    ]);
    expect(seen.decoded).toEqual(['a1', 'b3', 'a2', 'b1']);
    expect(seen.mostAtOnce).toBe(1);
    expect(names(layers)).toEqual([
      ['a1', 'a2'],
      ['b1', undefined, 'b3'],
    ]);
    closeLayers(layers);
    expect(seen.closed.sort()).toEqual(['a1', 'a2', 'b1', 'b3']);
  });

  it('decodes an image two calls in flight both need once, one image at a time', async () => {
    const seen = fakeDecoder();
    const layers = await openLayers([[image('a1', 40), image('a2', 40), image('a3', 40)]], { size: null, pixelArt: false, fit: 'stretch' });
    await Promise.all([
      layers.decode([
        [0, 1],
        [0, 2],
      ]),
      layers.decode([
        [0, 2],
        [0, 1],
      ]),
    ]);
    expect(seen.decoded).toEqual(['a1', 'a2', 'a3']);
    expect(seen.mostAtOnce).toBe(1);
    expect(seen.closed).toEqual([]);
  });
});

describe('openLayers with small images', () => {
  it('decodes up to four at a time, each once', async () => {
    const seen = fakeDecoder();
    const sources = [Array.from({ length: 8 }, (_, i) => image(`a${i}`, 40, 40, 2_000))];
    const layers = await openLayers(sources, { size: null, pixelArt: false, fit: 'stretch' });
    await layers.decode(sources[0]!.map((_, i): ImageAt => [0, i]));
    expect(seen.mostAtOnce).toBe(4);
    expect(seen.decoded.sort()).toEqual(['a0', 'a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7']);
  });
});

describe('imagesDrawn', () => {
  const session = { layers: [[], []] as Blob[][] };

  it("takes each layer's digit without a drawing, and none for None", () => {
    expect(
      imagesDrawn(session, [
        [1, 0],
        [0, -1],
      ]),
    ).toEqual([
      [0, 1],
      [1, 0],
      [0, 0],
    ]);
  });

  it('follows the drawing: the images a value draws at each step, its parts after the layers', () => {
    const drawing = [
      { layer: 1, blend: 'normal' as const, opacity: 1, images: [2, -1], parts: true },
      { layer: 0, blend: 'normal' as const, opacity: 1, images: [0, -1] },
      { layer: 1, blend: 'multiply' as const, opacity: 1 },
      { layer: 0, blend: 'normal' as const, opacity: 1, images: [-1, 1] },
    ];
    expect(imagesDrawn({ ...session, drawing }, [[0, 0]])).toEqual([
      [3, 2],
      [0, 0],
      [1, 0],
    ]);
    expect(imagesDrawn({ ...session, drawing }, [[1, 1]])).toEqual([
      [1, 1],
      [0, 1],
    ]);
  });
});
