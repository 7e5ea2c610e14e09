import { LAUNCH_TARGET_IDS, LAUNCH_TARGETS, type LaunchTargetId } from '../../../../shared/launch-targets';
import { setExport, useExportStore } from './export-store';

/** Who the export is for: the layout written and the check run after writing (shared/launch-targets.ts). */
export function TargetSelect() {
  const { target, busy } = useExportStore();
  return (
    <label className="block text-sm">
      <span className="mb-1 block">Export target</span>
      <select
        className="rounded border border-gray-300 bg-white px-2 py-2 dark:border-gray-600 dark:bg-gray-900"
        value={target}
        disabled={busy !== null}
        onChange={(e) => setExport({ target: e.target.value as LaunchTargetId, outcome: null, leftovers: [], folderCheck: null })}
      >
        {LAUNCH_TARGET_IDS.map((id) => (
          <option key={id} value={id}>
            {LAUNCH_TARGETS[id].label}
          </option>
        ))}
      </select>
      <span className="mt-1 block text-gray-600 dark:text-gray-400">{LAUNCH_TARGETS[target].layout}</span>
    </label>
  );
}
