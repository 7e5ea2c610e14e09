import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LAUNCH_TARGETS } from '@shared/launch-targets';
import type { LaunchSettings, PreflightReport } from '@core/export/targets/preflight';
import { setExport, useExportStore } from './export-store';
import { runPreflight } from './run-preflight';
import { CoverPicker } from './cover-picker';

const inputClass = 'w-full rounded border border-gray-300 bg-white px-3 py-2 dark:border-gray-600 dark:bg-gray-900';
const FIELDS: ReadonlyArray<[keyof LaunchSettings, string, string]> = [
  ['externalLink', 'External link (optional)', 'https://...'],
  ['royaltyPercent', 'Royalties in % (optional)', 'e.g. 5'],
  ['perAddressLimit', 'Mint limit per address (optional)', 'e.g. 3'],
];

/** The cover image, the launchpad's own settings and the pre-flight report: every reason it would refuse the set, at once. */
export function PreflightPanel() {
  const { target, launch, busy } = useExportStore();
  const [report, setReport] = useState<PreflightReport | null>(null);
  const launchpad = LAUNCH_TARGETS[target].launchpad;
  const problems = report ? [...report.problems, ...report.warnings.map((warning) => `Warning: ${warning}`)] : [];
  return (
    <section aria-label="Pre-flight" className="space-y-2">
      <CoverPicker />
      <div className="grid gap-2 sm:grid-cols-3">
        {FIELDS.map(([key, label, placeholder]) => (
          <label key={key} className="block text-sm">
            <span className="mb-1 block">{label}</span>
            <input
              className={inputClass}
              placeholder={placeholder}
              value={launch[key]}
              disabled={busy !== null}
              onChange={(e) => setExport({ launch: { ...launch, [key]: e.target.value } })}
            />
          </label>
        ))}
      </div>
      <Button variant="secondary" disabled={busy !== null} onClick={() => setReport(runPreflight())}>
        Run pre-flight check
      </Button>
      <div role="status" aria-label="Pre-flight report" className="text-sm">
        {report && (
          <>
            <p className={report.problems.length ? 'text-red-800 dark:text-red-300' : 'text-green-800 dark:text-green-300'}>
              {report.problems.length
                ? `Pre-flight: ${report.problems.length === 1 ? '1 problem' : `${report.problems.length} problems`} for ${launchpad}`
                : `Pre-flight: nothing ${launchpad} would refuse`}
            </p>
            {problems.length > 0 && (
              <ul className="mt-1 list-disc pl-5 text-red-800 dark:text-red-300">
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </section>
  );
}
