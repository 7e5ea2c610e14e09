// The note on an animated value: its frames, and whether it loops or is cut in the collection's frames.
import { useCombinerSettings } from '../stores/combiner-settings-store';
import { useTraitGroupsStore } from '../stores/trait-groups-store';
import { framesNote, runAnimation } from '../stores/animation-setting';

export function FramesNote({ frames }: { frames: number }) {
  const groups = useTraitGroupsStore((s) => s.groups);
  const chosen = useCombinerSettings((s) => s.animationFrames);
  const collection = runAnimation(groups, { frames: chosen, fps: null })?.frames ?? frames;
  return <p className="text-xs text-indigo-700 dark:text-indigo-300">Animated: {framesNote(frames, collection)}</p>;
}
