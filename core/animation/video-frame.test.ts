import { describe, expect, it } from 'vitest';
import { avcCodec, evenFrame, overBlack } from './video-frame.ts';
import { animationFilesOf, formatOf, makesGif, videoOf } from './animation-format.ts';

const rgba = (width: number, height: number, pixel: (x: number, y: number) => number[]) => ({
  width,
  height,
  data: new Uint8Array(Array.from({ length: width * height }, (_, i) => pixel(i % width, Math.floor(i / width))).flat()),
});

describe('video frames', () => {
  it('pads odd sides to even by repeating the last column and row, and leaves even frames alone', () => {
    const odd = rgba(3, 1, (x) => [x, 0, 0, 255]);
    const padded = evenFrame(odd);
    expect([padded.width, padded.height]).toEqual([4, 2]);
    expect([...padded.data]).toEqual([
      0, 0, 0, 255, 1, 0, 0, 255, 2, 0, 0, 255, 2, 0, 0, 255, 0, 0, 0, 255, 1, 0, 0, 255, 2, 0, 0, 255, 2, 0, 0, 255,
    ]);
    const even = rgba(2, 2, () => [1, 2, 3, 255]);
    expect(evenFrame(even)).toBe(even);
  });

  it('draws a frame over black for an MP4: transparent is black, half transparent half as bright', () => {
    const frame = rgba(3, 1, (x) => [200, 100, 50, [255, 0, 128][x]!]);
    expect([...overBlack(frame).data]).toEqual([200, 100, 50, 255, 0, 0, 0, 255, 100, 50, 25, 255]);
    expect(frame.data[7]).toBe(0);
  });

  it('chooses the H.264 profile and level by size', () => {
    expect(avcCodec(256, 256)).toBe('avc1.42001f');
    expect(avcCodec(1280, 720)).toBe('avc1.42001f');
    expect(avcCodec(1024, 1024)).toBe('avc1.640028');
    expect(avcCodec(2048, 2048)).toBe('avc1.640032');
    expect(avcCodec(4096, 2304)).toBe('avc1.640033');
    expect(avcCodec(8192, 8192)).toBeNull();
  });
});

describe('animation formats', () => {
  it('says which files each format makes, the one animation_url names first', () => {
    expect(animationFilesOf('gif')).toEqual(['gif']);
    expect(animationFilesOf('mp4')).toEqual(['mp4']);
    expect(animationFilesOf('gif+mp4')).toEqual(['mp4', 'gif']);
    expect(animationFilesOf('webm')).toEqual(['webm']);
    // Runs made before there was a choice made a GIF.
    expect(animationFilesOf(undefined)).toEqual(['gif']);
    expect([makesGif('webm'), videoOf('gif')]).toEqual([false, null]);
  });

  it("reads a run's format back from the files it stores", () => {
    expect(formatOf(true, 'mp4')).toBe('gif+mp4');
    expect(formatOf(false, 'mp4')).toBe('mp4');
    expect(formatOf(true, null)).toBe('gif');
    expect(formatOf(false, 'webm')).toBe('webm');
    expect(formatOf(false, undefined)).toBeUndefined();
  });
});
