import { useState } from 'react';
import { useObjectUrl } from '@/lib/use-object-url';
import { Button } from '@/components/ui/button';
import { previewToken, type PreviewImage } from './preview-token';
import { usePlan } from '../run/use-run';
import { useTraitGroupsStore } from '../stores/trait-groups-store';
import { collectionInput } from '@core/plan/tree-input';
import { templatesSettingOf, useTemplatesStore } from '../stores/templates-store';
import { generatorSettingsOf, useGeneratorSettings } from '../stores/generator-settings-store';

/** One random valid token at output size, on a checkerboard so transparency shows. */
export function PreviewPanel() {
  const [shown, setShown] = useState<PreviewImage | null>(null);
  const url = useObjectUrl(shown?.blob);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hasLayers = usePlan((plan) => (plan.valid?.count ?? 0) > 0);
  const runSize = usePlan((plan) => plan.size);
  const preview = async () => {
    setBusy(true);
    try {
      const input = collectionInput(
        useTraitGroupsStore.getState().groups,
        generatorSettingsOf(useGeneratorSettings.getState()),
        templatesSettingOf(useTemplatesStore.getState()),
        1,
      );
      const made: PreviewImage | string = await previewToken(input, runSize);
      if (typeof made === 'string') return setMessage(made);
      setMessage(null);
      setShown(made);
    } catch (error) {
      console.warn('Preview failed', error);
      setMessage('The preview could not be drawn.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-2">
      <div className="bg-checkerboard flex aspect-square w-full items-center justify-center overflow-hidden rounded border border-gray-200 dark:border-gray-700">
        {url ? (
          <img src={url} alt="Preview token" className="max-h-full max-w-full object-contain" />
        ) : (
          <span className="text-xs text-gray-600 dark:text-gray-400">Preview a random token here.</span>
        )}
      </div>
      {shown && <p className="text-xs">{shown.traits}</p>}
      {message && (
        <p role="alert" className="text-xs text-red-700 dark:text-red-400">
          {message}
        </p>
      )}
      <Button variant="secondary" className="w-full py-1" disabled={busy || !hasLayers} onClick={() => void preview()}>
        Preview
      </Button>
    </div>
  );
}
