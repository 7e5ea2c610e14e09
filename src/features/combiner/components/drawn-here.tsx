import { useTraitGroupsStore, type TraitGroup } from '../stores/trait-groups-store';
import { drawnElsewhere } from './drawing-places';

/** The values and parts of other layers drawn at this layer's place ("Cap: under Hair"), in the stack itself. */
export function DrawnHere({ group, label }: { group: TraitGroup; label: string }) {
  const groups = useTraitGroupsStore((s) => s.groups);
  const here = drawnElsewhere(groups).filter((d) => d.at === group.id);
  if (!here.length) return null;
  return (
    <ul aria-label={`Drawn at ${label} from other layers`} className="my-2 space-y-1 text-xs">
      {here.map((d) => (
        <li key={d.text} className="rounded border border-dashed border-violet-400 px-2 py-1 text-gray-700 dark:text-gray-300">
          {d.text}
        </li>
      ))}
    </ul>
  );
}
