import { LAUNCH_TARGET_IDS, LAUNCH_TARGETS, type LaunchTargetId } from '@shared/launch-targets';
import { SelectField } from '@/components/ui/form-field';
import { setExport, useExportStore } from './export-store';

/** Who the export is for: the layout written and the check run after writing (shared/launch-targets.ts). */
export function TargetSelect() {
  const { target, busy } = useExportStore();
  return (
    <SelectField
      label="Export target"
      hint={LAUNCH_TARGETS[target].layout}
      value={target}
      disabled={busy !== null}
      onChange={(e) => setExport({ target: e.target.value as LaunchTargetId, outcome: null, leftovers: [], folderCheck: null })}
    >
      {LAUNCH_TARGET_IDS.map((id) => (
        <option key={id} value={id}>
          {LAUNCH_TARGETS[id].label}
        </option>
      ))}
    </SelectField>
  );
}
