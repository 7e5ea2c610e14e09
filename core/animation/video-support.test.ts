import { afterEach, describe, expect, it, vi } from 'vitest';
import { videoRefusal } from './video-support.ts';

describe('video support, asked before a run', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a browser without WebCodecs, or whose encoder does not take the codec, naming the way out', async () => {
    vi.stubGlobal('VideoEncoder', undefined);
    expect(await videoRefusal('mp4', 256, 256)).toBe(
      'This browser cannot encode MP4 (H.264) video, so the run did not start: choose GIF as the animation format, or use Chrome or Edge.',
    );
    const asked: VideoEncoderConfig[] = [];
    vi.stubGlobal('VideoEncoder', { isConfigSupported: async (config: VideoEncoderConfig) => (asked.push(config), { supported: false }) });
    expect(await videoRefusal('webm', 255, 99)).toMatch(/^This browser cannot encode WebM \(VP9\) video/);
    // Odd sides are asked as the even sides the encoder is given.
    expect(asked[0]).toMatchObject({ width: 256, height: 100 });
  });

  it('accepts a browser whose encoder takes the codec chosen by size; refuses sizes past H.264', async () => {
    const asked: string[] = [];
    vi.stubGlobal('VideoEncoder', { isConfigSupported: async ({ codec }: VideoEncoderConfig) => (asked.push(codec), { supported: true }) });
    expect(await videoRefusal('mp4', 1024, 1024)).toBeNull();
    expect(asked).toEqual(['avc1.640028']);
    expect(await videoRefusal('mp4', 8192, 8192)).toBe(
      'Tokens of 8192 x 8192 px are larger than an MP4 (H.264) video takes: choose a smaller output size, or GIF.',
    );
  });
});
