// The layer images of the combiner and peer benchmarks, drawn in the browser as an artist's would be.
import type { Page } from 'playwright';

/** One layer's images like an artist's, drawn in the page as PNG files: gradients and shapes with transparency, some texture. */
export async function layerImages(page: Page, layer: number, perLayer: number, px: number): Promise<Buffer[]> {
  const encoded = await page.evaluate(
    async ({ layer, perLayer, px }) => {
      const out: string[] = [];
      for (let i = 0; i < perLayer; i++) {
        const canvas = new OffscreenCanvas(px, px);
        const g = canvas.getContext('2d')!;
        const hue = (layer * 90 + i * 37) % 360;
        if (layer === 0) {
          const gradient = g.createLinearGradient(0, 0, px, px);
          gradient.addColorStop(0, `hsl(${hue} 70% 60%)`);
          gradient.addColorStop(1, `hsl(${(hue + 120) % 360} 70% 30%)`);
          g.fillStyle = gradient;
          g.fillRect(0, 0, px, px);
        }
        for (let s = 0; s < 12; s++) {
          g.fillStyle = `hsla(${(hue + s * 23) % 360} 80% ${40 + s * 3}% / 0.8)`;
          g.beginPath();
          g.arc(
            px * (0.2 + ((s * 53 + layer * 17) % 60) / 100),
            px * (0.2 + ((s * 31 + i * 13) % 60) / 100),
            px * (0.04 + (s % 4) * 0.02),
            0,
            Math.PI * 2,
          );
          g.fill();
        }
        const noise = g.getImageData(px / 4, px / 4, px / 8, px / 8);
        for (let k = 3; k < noise.data.length; k += 4) noise.data[k - 1] = (k * 2654435761) % 255;
        g.putImageData(noise, px / 4, px / 4);
        const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
        let text = '';
        for (let k = 0; k < bytes.length; k += 0x8000) text += String.fromCharCode(...bytes.subarray(k, k + 0x8000));
        out.push(btoa(text));
      }
      return out;
    },
    { layer, perLayer, px },
  );
  return encoded.map((b64) => Buffer.from(b64, 'base64'));
}
