// The guard's offer when no re-roll leaves the set without look-alikes: why (the alike values are in
// more tokens than the other traits can tell apart), then for the first alike values a merge and an
// exclusion, each with the counts the planner gives it; a choice changes the weights for the next run.
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { AlikeClass, Crowded } from '@core/protocol';
import type { FinishedRun } from '../run/finished-run';
import { alikeOffers, classText, takeOffer, type AlikeOffer } from './look-alike-offers';

export function AlikeOffers(props: { run: FinishedRun; classes: AlikeClass[]; crowded: Crowded | null; onClose: () => void }) {
  const { run, classes, crowded, onClose } = props;
  const chosen = crowded?.class ?? classes[0]!;
  const [offers, setOffers] = useState<AlikeOffer[] | null>(null);
  const [taken, setTaken] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    alikeOffers(run, chosen).then(
      (found) => live && setOffers(found),
      () => live && setOffers([]),
    );
    return () => {
      live = false;
    };
  }, [run, chosen]);
  return (
    <div role="group" aria-label="Alike values" className="mt-3 space-y-2 text-sm">
      <p>
        {crowded
          ? `${classText(run, chosen)} look alike: they are in ${crowded.tokens} tokens, but the other traits give only ${crowded.room} combinations to tell them apart.`
          : `${classText(run, chosen)} look alike.`}
      </p>
      {offers === null && <p role="status">Counting what each choice gives...</p>}
      {offers?.map((offer) => (
        <div key={offer.label} role="group" aria-label={offer.label} className="rounded border border-gray-200 p-2 dark:border-gray-700">
          <p className="font-medium">{offer.label}</p>
          <p>{offer.counts}</p>
          <Button
            variant="secondary"
            className="mt-1 py-1"
            onClick={() => {
              takeOffer(offer, run);
              setTaken(offer.label);
            }}
          >
            Use this for the next run
          </Button>
        </div>
      ))}
      {taken && (
        <p role="status">
          The weights are changed: Generate makes the set again without these look-alikes.{' '}
          <Button variant="secondary" className="py-1" onClick={onClose}>
            Close
          </Button>
        </p>
      )}
    </div>
  );
}
