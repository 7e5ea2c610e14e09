// How screens outside the export read it: whether its batch zips, or any export, are under way.
import { useShallow } from 'zustand/react/shallow';
import { useExportStore } from './export-store';

/** The metadata and image batch zips (the buttons beside Generate), each busy or not. */
export const useBatchZipsBusy = () =>
  useExportStore(useShallow(({ metadataZipsBusy, imageZipsBusy }) => ({ metadataBusy: metadataZipsBusy, zipBusy: imageZipsBusy })));

/** True while an export or a batch zip reads the results (a new run, which clears them, waits). */
export const useExportUnderWay = () => useExportStore((s) => s.busy !== null || s.metadataZipsBusy || s.imageZipsBusy);
