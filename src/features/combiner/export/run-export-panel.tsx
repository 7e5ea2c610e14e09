import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useFinishedRun } from '../run/finished-run';
import { downloadOneZip } from './download-one-zip';
import { setExport, useExportStore } from './export-store';
import { canSaveToFolder } from './folder-access';
import { OutcomeMessage } from '@/components/ui/outcome-message';
import { cancelFolderExport, saveToFolder } from './save-to-folder';
import { removeFolderLeftovers } from './folder-check';
import { UnfinishedFolderNotice } from './unfinished-folder-notice';
import { UpdateUrisTool } from './update-uris-tool';
import { IpfsRoots } from './ipfs-roots';
import { packForIpfs, packIntoFolder } from './pack-for-ipfs';
import { hasCollectionName, NAME_REQUIRED } from '../stores/collection-name';
import { useCombinerSettings } from '../stores/combiner-settings-store';
import { TargetSelect } from './target-select';
import { CheckExportTool } from './check-export-tool';
import { PreflightPanel } from './preflight-panel';
import { MetadataTemplates } from '../metadata/metadata-templates';
import { TextField } from '@/components/ui/form-field';
import { LaunchChecklist } from '../launch/launch-checklist';
import { targetOffers } from '@core/export/targets/registry';

/** Starts an export only when the tokens have a collection name to be named after. */
const named = (start: () => Promise<void>) => () => {
  if (hasCollectionName(useCombinerSettings.getState().name)) return void start();
  setExport({ outcome: { ok: false, text: `Nothing was exported: ${NAME_REQUIRED}`, problems: [] }, leftovers: [] });
};

/** "Export for Stargaze", offered once a run has finished: a target (Stargaze, ERC-721, Metaplex), a folder
 * or one zip, then the URI and check tools;
 * `beside` is what the screen offers next to its button (sending the run to a collection). */
export function RunExportPanel({ beside }: { beside?: ReactNode }) {
  const finished = (useFinishedRun()?.count ?? 0) > 0;
  const { target, baseUri, bareMetadataNames, busy, done, total, outcome, leftovers, ipfs, exportAnyway, launch } = useExportStore();
  // What the target's module takes: an images base URI, bare metadata names, packing for IPFS.
  const offers = targetOffers(target);
  const collection = useCombinerSettings((s) => s.name);
  const [open, setOpen] = useState(false);
  if (!finished) return <UnfinishedFolderNotice />;
  return (
    <div className="space-y-3">
      <UnfinishedFolderNotice />
      <div className="flex flex-wrap gap-3">
        <Button aria-expanded={open} onClick={() => setOpen(!open)}>
          Export for Stargaze
        </Button>
        {beside}
      </div>
      {open && (
        <section aria-label="Export for Stargaze" className="space-y-3 rounded border border-gray-200 p-3 dark:border-gray-700">
          <TargetSelect />
          {offers.baseUri && (
            <TextField
              label="Images base URI (optional)"
              placeholder="ipfs://... (leave empty: Stargaze Studio fills image itself)"
              value={baseUri}
              disabled={busy !== null}
              onChange={(e) => setExport({ baseUri: e.target.value })}
            />
          )}
          {offers.bareMetadataNames && (
            <label className="block text-sm">
              <span className="mb-1 block">Metadata file names</span>
              <select
                className="rounded border border-gray-300 bg-white px-2 py-2 dark:border-gray-600 dark:bg-gray-900"
                value={bareMetadataNames ? 'bare' : 'json'}
                disabled={busy !== null}
                onChange={(e) => setExport({ bareMetadataNames: e.target.value === 'bare' })}
              >
                <option value="json">1.json ... N.json (Stargaze Studio uploads them)</option>
                <option value="bare">1 ... N, no extension (you upload them: the minter reads base/1)</option>
              </select>
            </label>
          )}
          <MetadataTemplates />
          <PreflightPanel />
          <div className="flex flex-wrap gap-3">
            {canSaveToFolder() && (
              <Button variant="secondary" disabled={busy !== null} onClick={named(saveToFolder)}>
                {busy === 'folder' ? 'Saving...' : 'Save to a folder'}
              </Button>
            )}
            <Button variant="secondary" disabled={busy !== null} onClick={named(downloadOneZip)}>
              {busy === 'zip' ? 'Preparing the zip...' : 'Download one zip'}
            </Button>
            {offers.ipfs && (
              <Button variant="secondary" disabled={busy !== null} onClick={named(() => packForIpfs())}>
                {busy === 'ipfs' ? 'Packing...' : 'Pack for IPFS (two CAR files)'}
              </Button>
            )}
            {offers.ipfs && canSaveToFolder() && (
              <Button variant="secondary" disabled={busy !== null} onClick={named(packIntoFolder)}>
                Pack for IPFS into a folder
              </Button>
            )}
            {busy === 'folder' && (
              <Button variant="secondary" onClick={cancelFolderExport}>
                Cancel
              </Button>
            )}
          </div>
          {busy === 'folder' && <ProgressBar value={done} max={total} label="Export progress" />}
          <OutcomeMessage outcome={outcome} label="Export result" />
          {exportAnyway && (
            <Button variant="secondary" disabled={busy !== null} onClick={() => void exportAnyway()}>
              Export anyway
            </Button>
          )}
          {leftovers.length > 0 && (
            <Button variant="secondary" disabled={busy !== null} onClick={() => void removeFolderLeftovers()}>
              Remove leftover files
            </Button>
          )}
          {ipfs && <IpfsRoots pack={ipfs} collection={collection} />}
          {target === 'stargaze' && <LaunchChecklist pack={ipfs} settings={launch} />}
          {offers.baseUri && <UpdateUrisTool />}
          <CheckExportTool />
        </section>
      )}
    </div>
  );
}
