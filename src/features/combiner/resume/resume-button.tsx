import { Button } from '../../../components/ui/button';
import { useGenerationStore } from '../stores/generation-store';
import { resumeGeneration } from './resume-generation';
import { useResumeStore } from './resume-store';

/** Offered when the last run was interrupted; it makes the missing images only. */
export function ResumeButton() {
  const { made, total } = useResumeStore();
  const processing = useGenerationStore((s) => s.status === 'processing');
  if (made === null || processing) return null;
  return <Button onClick={() => void resumeGeneration()}>{`Resume generation (${made} of ${total} made)`}</Button>;
}
