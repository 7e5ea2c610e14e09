import { describe, expect, it } from 'vitest';
import { sniffImage } from './image-sniff.ts';
import { gifBytes, pngBombHeader, pngBytes } from '../server/test/images.ts';

describe('sniffImage', () => {
  it('recognises PNG and GIF by their bytes, with dimensions', () => {
    expect(sniffImage(pngBytes(3, 5))).toEqual({ ok: true, image: { type: 'image/png', extension: 'png', width: 3, height: 5 } });
    expect(sniffImage(gifBytes())).toMatchObject({ ok: true, image: { type: 'image/gif', width: 1, height: 1 } });
  });

  it('refuses text, HTML and SVG whatever they are called', () => {
    for (const text of ['hello', '<html><script>alert(1)</script></html>', '<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>']) {
      expect(sniffImage(new TextEncoder().encode(text))).toEqual({ ok: false, reason: 'not-an-image' });
    }
  });

  it('refuses a header that declares enormous dimensions', () => {
    expect(sniffImage(pngBombHeader())).toEqual({ ok: false, reason: 'too-large-dimensions' });
  });
});
