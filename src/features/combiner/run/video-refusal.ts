// Whether the browser can encode the run's videos, asked before the run starts. The tokens' size: the
// chosen longest side (checked as a square, the most an output of that side can be), else the first layer
// image's own size, which a run of natural size takes.
import type { AnimationSetting } from '@core/protocol';
import { videoOf } from '@core/animation/animation-format';
import { videoRefusal } from '@core/animation/video-support';
import type { TraitGroup } from '../stores/trait-groups-store';

export async function runVideoRefusal(
  animation: AnimationSetting,
  size: number | null,
  groups: readonly Pick<TraitGroup, 'files'>[],
): Promise<string | null> {
  const video = videoOf(animation.format);
  if (!video) return null;
  const first = groups.flatMap((group) => group.files)[0];
  const [width, height] = size ? [size, size] : [first?.width ?? 1, first?.height ?? 1];
  return videoRefusal(video, width, height);
}
