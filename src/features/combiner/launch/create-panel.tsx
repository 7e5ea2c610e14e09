import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { OutcomeMessage } from '@/components/ui/outcome-message';
import { TextField } from '@/components/ui/form-field';
import type { LaunchSettings } from '@core/export/targets/preflight';
import { createOnChain, type CreateForm, type LaunchMessage } from './create-on-chain';
import { MinterKindFields } from './minter-kind-fields';
import { useLaunchProfile } from './launch-config';
import { useLaunchStore } from './launch-store';

const link = (template: string, key: string, value: string) => template.replace(`{${key}}`, value);

function Created() {
  const minter = useLaunchStore((s) => s.minter);
  const profile = useLaunchProfile();
  if (!minter) return null;
  const rows = [
    ['Minter address', minter.minter, link(profile.explorerAccount, 'address', minter.minter)],
    ['Collection address', minter.collection, link(profile.explorerAccount, 'address', minter.collection)],
    ['Transaction', minter.txHash, link(profile.explorerTx, 'hash', minter.txHash)],
  ] as const;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {rows.map(([term, value, href]) => (
        <div key={term} className="contents">
          <dt className="font-medium">{term}</dt>
          <dd className="font-mono break-all" aria-label={term}>
            <a href={href} target="_blank" rel="noreferrer" className="underline">
              {value}
            </a>
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function CreatePanel({ settings }: { settings: LaunchSettings }) {
  const { create, createOutcome, pack } = useLaunchStore();
  const profile = useLaunchProfile();
  const [form, setForm] = useState<CreateForm>({
    kind: 'vending',
    symbol: '',
    mintPrice: '',
    startTime: '',
    endTime: '',
    editionSize: '',
    explicitContent: false,
  });
  const [message, setMessage] = useState<LaunchMessage | null>(null);
  const openEdition = pack?.count === 1 && profile.launchpad.openEditionFactory !== null;
  const field = (key: 'symbol' | 'mintPrice' | 'startTime') => ({
    value: form[key],
    disabled: create === 'running',
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }),
  });
  return (
    <div className="space-y-2">
      <div className="grid gap-2 sm:grid-cols-3">
        <TextField label="Symbol" placeholder="e.g. FORGE" {...field('symbol')} />
        <TextField label={`Mint price (${profile.mintDenom.display})`} inputMode="decimal" {...field('mintPrice')} />
        <TextField label="Mint start" type="datetime-local" {...field('startTime')} />
      </div>
      <MinterKindFields form={form} disabled={create === 'running'} openEdition={openEdition} onChange={setForm} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={form.explicitContent} onChange={(e) => setForm({ ...form, explicitContent: e.target.checked })} />
        Explicit content
      </label>
      <Button
        disabled={create === 'running' || create === 'done'}
        onClick={() => void createOnChain({ ...form, kind: openEdition ? form.kind : 'vending' }, settings, setMessage)}
      >
        Create on chain
      </Button>
      <OutcomeMessage outcome={createOutcome} label="Create result" />
      <Created />
      {message && (
        <details>
          <summary className="cursor-pointer text-sm">The create_minter message (saved as launch/create-minter.json)</summary>
          <pre aria-label="create_minter message" className="overflow-x-auto text-xs">
            {JSON.stringify(message, null, 2)}
          </pre>
        </details>
      )}
    </div>
  );
}
