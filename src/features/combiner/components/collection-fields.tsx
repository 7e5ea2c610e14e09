import { DESCRIPTION_MAX, NAME_MAX } from '@/config/constants';
import { useCombinerSettings } from '../stores/combiner-settings-store';
import { useResultCount } from '../run/use-run';
import { hasCollectionName, NAME_REQUIRED } from '../stores/collection-name';

const FIELD = 'w-full rounded border border-gray-300 bg-white px-3 py-2 dark:border-gray-600 dark:bg-gray-900';

export function CollectionFields() {
  const { name, description, update } = useCombinerSettings();
  // Said once there is something to export: before that an empty field is just not filled in yet.
  const nameMissing = useResultCount() > 0 && !hasCollectionName(name);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <label className="block">
        <span className="mb-1 block font-medium">Name</span>
        <input
          className={FIELD}
          value={name}
          maxLength={NAME_MAX}
          placeholder="e.g., My NFT"
          aria-invalid={nameMissing || undefined}
          onChange={(e) => update({ name: e.target.value })}
        />
        <span className="mt-1 block text-xs text-gray-600 dark:text-gray-400"># will be automatically added</span>
        {nameMissing && (
          <span role="alert" className="mt-1 block text-sm text-red-700 dark:text-red-400">
            {NAME_REQUIRED}
          </span>
        )}
      </label>
      <label className="block">
        <span className="mb-1 block font-medium">Description</span>
        <textarea
          className={FIELD}
          rows={3}
          value={description}
          maxLength={DESCRIPTION_MAX}
          onChange={(e) => update({ description: e.target.value })}
        />
      </label>
    </div>
  );
}
