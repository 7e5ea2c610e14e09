import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { SendPorts } from './send-ports';
import type { SendTarget } from './send-store';
import { useCombinerSettings } from '../stores/combiner-settings-store';

/** Where the run goes: a collection made here with the Collections screen's form, or one the user has. */
export function SendChooser({ ports, address, onChoose }: { ports: SendPorts; address: string; onChoose: (target: SendTarget) => void }) {
  const collections = ports.useCollections(address);
  const [picked, setPicked] = useState('');
  const chosen = collections.find((c) => String(c.id) === picked) ?? collections[0];
  const { CreateCollection } = ports;
  // The new collection starts as the run's: the name and description the combiner had.
  const name = useCombinerSettings((s) => s.name);
  const description = useCombinerSettings((s) => s.description);
  return (
    <div className="space-y-6">
      <section aria-label="A new collection" className="space-y-2">
        <h3 className="font-medium">A new collection</h3>
        <CreateCollection
          address={address}
          initial={{ name, description }}
          onCreated={(c) => onChoose({ id: String(c.id), name: c.name })}
        />
      </section>
      <section aria-label="An existing collection" className="space-y-2 border-t border-gray-200 pt-4 dark:border-gray-700">
        <h3 className="font-medium">An existing collection</h3>
        {collections.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">You have no collections yet.</p>
        ) : (
          <div className="flex flex-wrap items-end gap-3">
            <label className="block text-sm">
              <span className="mb-1 block">Collection</span>
              <select
                className="rounded border border-gray-300 bg-white px-2 py-2 dark:border-gray-600 dark:bg-gray-900"
                value={chosen ? String(chosen.id) : ''}
                onChange={(e) => setPicked(e.target.value)}
              >
                {collections.map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {c.name}
                  </option>
                ))}
              </select>
            </label>
            <Button disabled={!chosen} onClick={() => chosen && onChoose({ id: String(chosen.id), name: chosen.name })}>
              Send to this collection
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}
