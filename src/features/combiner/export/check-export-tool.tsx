import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { checkExportInWorker } from '@/engine/engine';
import { LAUNCH_TARGETS } from '@shared/launch-targets';
import { useExportStore, type ExportOutcome } from './export-store';
import { OutcomeMessage } from '@/components/ui/outcome-message';
import { checkedOutcome } from './outcome';

/** An export zip edited by hand (or re-zipped) checked again with the target's rules before it is uploaded. */
export function CheckExportTool() {
  const target = useExportStore((s) => s.target);
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<ExportOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const check = async () => {
    if (!file) return setOutcome({ ok: false, text: 'Choose an export zip first', problems: [] });
    setBusy(true);
    try {
      const result = await checkExportInWorker(file, target);
      setOutcome(checkedOutcome(target, result.images, result.metadata, result.problems));
    } catch (error) {
      console.warn('Checking the zip failed', error);
      setOutcome({ ok: false, text: `${file.name} could not be read as a zip`, problems: [] });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-label="Check an export" className="space-y-2 border-t border-gray-200 pt-3 dark:border-gray-700">
      <h4 className="font-medium">Check an export</h4>
      <p className="text-sm text-gray-600 dark:text-gray-400">
        An export zip, changed by hand since: checked again with {LAUNCH_TARGETS[target].launchpad}&apos;s rules before you upload it.
      </p>
      <label className="block text-sm">
        <span className="mb-1 block">Export zip</span>
        <input type="file" accept=".zip,application/zip" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </label>
      <Button variant="secondary" disabled={busy} onClick={() => void check()}>
        {busy ? 'Checking...' : 'Check the zip'}
      </Button>
      <OutcomeMessage outcome={outcome} label="Check result" />
    </section>
  );
}
