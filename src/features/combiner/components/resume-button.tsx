import { Button } from '@/components/ui/button';
import { useRunProcessing } from '../run/finished-run';
import { resumeRun } from '../run/resume-run';
import { useResumable } from '../run/use-run';

/** Offered when the last run was interrupted; it makes the missing images only. */
export function ResumeButton() {
  const resumable = useResumable();
  const processing = useRunProcessing();
  if (!resumable || processing) return null;
  return <Button onClick={() => void resumeRun()}>{`Resume generation (${resumable.made} of ${resumable.total} made)`}</Button>;
}
