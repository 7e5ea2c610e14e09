import { describe, expect, it } from 'vitest';
import { outputGeometry, placeImage } from './output-geometry.ts';

describe('output geometry', () => {
  it('gives exactly the chosen size for square layers, scaling up as well as down', () => {
    expect(outputGeometry({ width: 200, height: 200 }, 1000)).toMatchObject({ width: 1000, height: 1000 });
    expect(outputGeometry({ width: 400, height: 400 }, 1000)).toMatchObject({ width: 1000, height: 1000 });
    expect(outputGeometry({ width: 2000, height: 2000 }, 250)).toMatchObject({ width: 250, height: 250 });
    expect(outputGeometry({ width: 333, height: 333 }, 500)).toMatchObject({ width: 500, height: 500 });
  });

  it('gives the chosen longest side for other aspect ratios', () => {
    expect(outputGeometry({ width: 300, height: 200 }, 1000)).toMatchObject({ width: 1000, height: 667 });
    expect(outputGeometry({ width: 900, height: 1800 }, 500)).toMatchObject({ width: 250, height: 500 });
  });

  it('keeps the natural size for "original"', () => {
    expect(outputGeometry({ width: 2000, height: 1500 }, null)).toEqual({ scale: 1, width: 2000, height: 1500 });
  });

  it('stretches a mismatched image over the whole output', () => {
    const output = outputGeometry({ width: 200, height: 200 }, 1000);
    expect(placeImage({ width: 100, height: 50 }, output, 'stretch')).toEqual({ x: 0, y: 0, width: 1000, height: 1000 });
  });

  it('keeps a mismatched image at its own size, scaled like the first, and centres it', () => {
    const output = outputGeometry({ width: 200, height: 200 }, 1000);
    expect(placeImage({ width: 100, height: 50 }, output, 'centre')).toEqual({ x: 250, y: 375, width: 500, height: 250 });
    expect(placeImage({ width: 200, height: 200 }, output, 'centre')).toEqual({ x: 0, y: 0, width: 1000, height: 1000 });
    // Larger than the first image: centred, its edges cut off by the output.
    expect(placeImage({ width: 400, height: 200 }, output, 'centre')).toEqual({ x: -500, y: 0, width: 2000, height: 1000 });
  });
});
