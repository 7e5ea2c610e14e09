// A token's animation as a video (an MP4 in H.264, or a WebM in VP9 keeping transparency), composed frame
// by frame by the compositor that drew its still (frame 0) and handed to the encoder one frame at a time:
// no frame is held after the encoder took it. Mediabunny encodes (WebCodecs) and muxes, at a constant
// frame rate, the collection's; software encoding and no writing time in the header, so that the same
// frames make the same file.
import { BufferTarget, Mp4OutputFormat, Output, QUALITY_HIGH, VideoSample, VideoSampleSource, WebMOutputFormat } from 'mediabunny';
import type { AnimationSetting } from '../../core/protocol.ts';
import type { Rgba } from '../../core/png/png-pixels.ts';
import type { VideoKind } from '../../core/animation/animation-format.ts';
import { avcCodec, evenFrame, evenSide, overBlack } from '../../core/animation/video-frame.ts';
import { withoutWritingTime } from '../../core/animation/mp4-times.ts';
import type { Compositor } from '../composite/compositor.ts';

/** What the encoder is given for a `width` x `height` token (the codec a run checked before it started:
 * core/animation/video-support.ts); a WebM's alpha goes as VP9 side data, which mediabunny encodes. */
function videoEncoding(kind: VideoKind, width: number, height: number) {
  const common = { quality: QUALITY_HIGH, latencyMode: 'quality', hardwareAcceleration: 'prefer-software' } as const;
  if (kind === 'webm') return { ...common, codec: 'vp9', alpha: 'keep' } as const;
  const fullCodecString = avcCodec(evenSide(width), evenSide(height));
  if (!fullCodecString) throw new Error(`${width} x ${height} px is larger than an H.264 video takes`);
  return { ...common, codec: 'avc', fullCodecString } as const;
}

export async function tokenVideo(
  compositor: Compositor,
  digits: readonly number[],
  still: Rgba,
  { frames, delayMs }: AnimationSetting,
  kind: VideoKind,
): Promise<Uint8Array> {
  const target = new BufferTarget();
  const format = kind === 'mp4' ? new Mp4OutputFormat({ fastStart: 'in-memory' }) : new WebMOutputFormat();
  const output = new Output({ format, target });
  const source = new VideoSampleSource(videoEncoding(kind, still.width, still.height));
  output.addVideoTrack(source, { frameRate: 1000 / delayMs });
  await output.start();
  const seconds = delayMs / 1000;
  // A token of still values shows its still in every frame, as in its GIF.
  const moves = compositor.moves(digits);
  for (let frame = 0; frame < frames; frame++) {
    const drawn = evenFrame(frame === 0 || !moves ? still : compositor.draw(digits, frame));
    const pixels = kind === 'mp4' ? overBlack(drawn) : drawn;
    const sample = new VideoSample(pixels.data, {
      format: 'RGBA',
      codedWidth: pixels.width,
      codedHeight: pixels.height,
      timestamp: frame * seconds,
      duration: seconds,
    });
    await source.add(sample);
    sample.close();
  }
  await output.finalize();
  const video = new Uint8Array(target.buffer!);
  // The same frames make the same file: not the time it was written.
  return kind === 'mp4' ? withoutWritingTime(video) : video;
}
