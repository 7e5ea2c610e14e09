// Whether this browser can encode a run's videos, asked before the run starts (a run must not fail at its
// first token): the same codec and size the compose workers will configure (workers/animation/token-video.ts).
import type { VideoKind } from './animation-format.ts';
import { avcCodec, evenSide } from './video-frame.ts';

/** VP9 profile 0, level 1.0, 8 bits: the encoder picks the level the size needs. */
const VP9_CODEC = 'vp09.00.10.08';

const NO_ENCODER: Record<VideoKind, string> = {
  mp4: 'This browser cannot encode MP4 (H.264) video, so the run did not start: choose GIF as the animation format, or use Chrome or Edge.',
  webm: 'This browser cannot encode WebM (VP9) video, so the run did not start: choose GIF as the animation format, or use Chrome or Edge.',
};

/** Why a run of `width` x `height` px tokens cannot make `kind` videos here, or null when it can. */
export async function videoRefusal(kind: VideoKind, width: number, height: number): Promise<string | null> {
  const [w, h] = [evenSide(width), evenSide(height)];
  const codec = kind === 'mp4' ? avcCodec(w, h) : VP9_CODEC;
  if (!codec) return `Tokens of ${w} x ${h} px are larger than an MP4 (H.264) video takes: choose a smaller output size, or GIF.`;
  if (typeof VideoEncoder === 'undefined') return NO_ENCODER[kind];
  const config = { codec, width: w, height: h, hardwareAcceleration: 'prefer-software' } as const;
  const { supported } = await VideoEncoder.isConfigSupported(config).catch(() => ({ supported: false }));
  return supported ? null : NO_ENCODER[kind];
}
