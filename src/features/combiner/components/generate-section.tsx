import { useState } from 'react';
import { MAX_COMBINATIONS } from '@/config/constants';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { FormAlert } from '@/components/ui/form-alert';
import { useNotices } from '@/components/ui/notification-store';
import { useCombinerSettings } from '../stores/combiner-settings-store';
import { usePlan, useResultCount, useRunProgress, useRunStatus } from '../run/use-run';
import { useTraitGroupsStore } from '../stores/trait-groups-store';
import { generateNftFiles } from '../run/generate-run';
import { cancelGeneration } from '../run/run-from-record';
import { possibleCombinations } from '../run/layer-sources';
import { downloadImageZips, downloadMetadataZips } from '../export/batch-zips';
import { RunExportPanel } from '../export/run-export-panel';
import { ResumeButton } from './resume-button';
import { useBatchZipsBusy, useExportUnderWay } from '../export/use-export';
import { useSending } from '../send/use-send';
import { SendToCollection } from '../send/send-to-collection';
import { creditLimitNotice, discardQuestion } from '../combiner-messages';
import { metadataHint } from './metadata-format';
import { MetadataFormatSelect } from './metadata-format-select';
import { OutputSizeSelect } from './output-size-select';
import { generateBlocker } from '../run/plan-state';

function GenerationProgress() {
  const { current, total } = useRunProgress();
  return total > 0 ? <ProgressBar value={current} max={total} label="Generation progress" /> : null;
}

export function GenerateSection({ credits }: { credits: number }) {
  // Not the progress itself: it changes ten times a second during a run, and only the bar needs it.
  const { phase: status, limitText, limitNoticeId } = useRunStatus();
  const { metadataBusy, zipBusy } = useBatchZipsBusy();
  const limitShown = useNotices((s) => limitNoticeId !== null && s.notices.some((n) => n.id === limitNoticeId));
  const possible = useTraitGroupsStore((s) => possibleCombinations(s.groups));
  const metadataFormat = useCombinerSettings((s) => s.metadataFormat);
  const processing = status === 'processing';
  const previous = useResultCount();
  // An export or a send reads the results that a new run clears: Generate waits until it ends.
  const exporting = useExportUnderWay();
  const sending = useSending();
  const blocker = usePlan(generateBlocker);
  const [asking, setAsking] = useState(false);
  const generate = () => void generateNftFiles(credits);
  // The planner's count of valid combinations (the one "Possible combinations" shows), at the default size.
  const valid = usePlan((plan) => (plan.creditLimited && plan.valid ? plan.valid.count : 0));
  const creditNotice = creditLimitNotice(valid, credits, MAX_COMBINATIONS);
  return (
    <section aria-label="Generation" className="space-y-3 rounded-lg border border-gray-200 p-4 dark:border-gray-700">
      <div className="flex flex-wrap items-end gap-3">
        <OutputSizeSelect disabled={processing} />
        <Button
          disabled={processing || exporting || sending || limitShown || possible === 0 || blocker !== null}
          aria-describedby={blocker ? 'generate-blocked' : undefined}
          onClick={() => (previous > 0 ? setAsking(true) : generate())}
        >
          {processing ? 'Generating...' : 'Generate NFT Files'}
        </Button>
        {processing && (
          <Button variant="secondary" onClick={cancelGeneration}>
            Cancel
          </Button>
        )}
        <MetadataFormatSelect disabled={metadataBusy} />
        <Button
          variant="secondary"
          title={metadataHint(metadataFormat)}
          disabled={metadataBusy || processing}
          onClick={() => void downloadMetadataZips()}
        >
          {metadataBusy ? 'Generating Metadata...' : 'Generate Metadata (JSON)'}
        </Button>
        <Button variant="secondary" disabled={zipBusy || processing} onClick={() => void downloadImageZips()}>
          {zipBusy ? 'Preparing ZIP files...' : 'Download All Images in batches (ZIP)'}
        </Button>
      </div>
      {blocker && <FormAlert id="generate-blocked">Nothing can be generated: {blocker}</FormAlert>}
      {creditNotice && !processing && (
        <p data-testid="credit-limit-notice" className="text-sm text-amber-800 dark:text-amber-200">
          {creditNotice}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title="Start a new run?"
        message={discardQuestion(previous)}
        confirmLabel="Discard and generate"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          generate();
        }}
      />
      {limitText && <p className="text-sm text-amber-800 dark:text-amber-200">{limitText}</p>}
      {(processing || status === 'done') && <GenerationProgress />}
      <ResumeButton />
      <RunExportPanel beside={<SendToCollection />} />
    </section>
  );
}
