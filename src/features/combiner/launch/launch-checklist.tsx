// The launch checklist under the packed roots: packed, pinned (both roots confirmed), gateway checked,
// minter created. Each step shows its state and opens when the one before it is done; a failed step
// says what went wrong and what to do next, and resumes where it stopped.
import { useEffect, type ReactNode } from 'react';
import type { IpfsPack } from '@core/protocol';
import type { LaunchSettings } from '@core/export/targets/preflight';
import { CreatePanel } from './create-panel';
import { GatewayPanel } from './gateway-panel';
import { adoptPack, useLaunchStore, type StepStatus } from './launch-store';
import { PinPanel } from './pin-panel';

const MARK: Record<StepStatus, string> = { todo: 'to do', running: 'under way', done: 'done', failed: 'stopped' };

function Step({ title, status, children }: { title: string; status: StepStatus; children?: ReactNode }) {
  return (
    <li className="space-y-2 rounded border border-gray-200 p-2 dark:border-gray-700">
      <p className="font-medium" aria-label={`${title} step`}>
        {title}: {MARK[status]}
      </p>
      {children}
    </li>
  );
}

/** `settings`: the export panel's pre-flight settings, which the minter takes too. */
export function LaunchChecklist({ pack, settings }: { pack: IpfsPack | null; settings: LaunchSettings }) {
  const launch = useLaunchStore();
  useEffect(() => {
    if (pack && !pack.problems.length && pack.imagesCarUrl)
      adoptPack({ imagesRoot: pack.imagesRoot, metadataRoot: pack.metadataRoot, count: pack.images });
  }, [pack]);
  if (!launch.pack) return null;
  return (
    <section aria-label="Launch checklist" className="space-y-2">
      <h3 className="font-semibold">Launch</h3>
      <ol className="space-y-2">
        <Step title="Packed" status="done" />
        <Step title="Pinned" status={launch.pin}>
          <PinPanel />
        </Step>
        <Step title="Gateway checked" status={launch.gateway}>
          {launch.pin === 'done' && <GatewayPanel />}
        </Step>
        <Step title="Minter created" status={launch.create}>
          {launch.gateway === 'done' && <CreatePanel settings={settings} />}
        </Step>
      </ol>
    </section>
  );
}
