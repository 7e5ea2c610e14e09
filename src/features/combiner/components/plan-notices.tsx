// What the artist should know beside the rarity plan: its notes (weights without effect, shares rounded
// the other way), counts accepted in place of the weights (and how to go back), layers left out.
import { Button } from '@/components/ui/button';
import { usePlan } from '../run/use-run';
import { clearAcceptedCounts } from '../run/apply-nearest-counts';
import { useGeneratorSettings } from '../stores/generator-settings-store';

const NONE: readonly string[] = [];
const NOTE = 'rounded border border-amber-300 bg-amber-50 p-2 text-sm dark:border-amber-800 dark:bg-amber-950';

function AcceptedCounts() {
  const accepted = useGeneratorSettings((s) => s.counts);
  const input = usePlan((plan) => plan.input);
  if (!accepted || !input) return null;
  const inUse = input.counts ?? input.templates?.some((t) => t.counts);
  const tokens = input.size - input.oneOfOnes;
  return (
    <div role="note" aria-label="Accepted counts" className={NOTE}>
      <p>
        {inUse
          ? 'The accepted counts are in use in place of the weights (the weights are kept).'
          : accepted.tokens !== tokens
            ? `The accepted counts are for ${accepted.tokens} tokens, so the weights are used.`
            : 'The accepted counts no longer fit the layers or templates, so the weights are used.'}
      </p>
      <Button variant="secondary" className="mt-1 py-1" onClick={clearAcceptedCounts}>
        Clear the accepted counts
      </Button>
    </div>
  );
}

export function PlanNotices() {
  // One empty list for "none": a selector returning a new array on every call would re-render forever.
  const notes = usePlan((plan) => (plan.result?.ok ? plan.result.notes : NONE));
  const emptyLayers = usePlan((plan) => (plan.input ? plan.emptyLayers : NONE));
  return (
    <>
      {notes.map((note) => (
        <p key={note} role="note" className={NOTE}>
          {note}
        </p>
      ))}
      {emptyLayers.length > 0 && (
        <p role="note" className={NOTE}>
          {emptyLayers.join(', ')} {emptyLayers.length > 1 ? 'have' : 'has'} no images, so the collection leaves{' '}
          {emptyLayers.length > 1 ? 'them' : 'it'} out: add images or delete {emptyLayers.length > 1 ? 'them' : 'it'}.
        </p>
      )}
      <AcceptedCounts />
    </>
  );
}
