// The collection fields and the output options of the combiner, kept across reloads.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { COMBINER_OUTPUT_SIZES } from '@/config/constants';
import type { MetadataFormat, MismatchFit, RarityMethod } from '@core/protocol';
import type { OutputSize } from '../output-size';
import { localJsonStorage } from './persist-storage';
import { DEFAULT_ANIMATION_FORMAT, type AnimationFormat } from '@core/animation/animation-format';

interface CombinerSettings {
  name: string;
  description: string;
  outputSize: OutputSize;
  /** Scale with nearest neighbour (hard edges) instead of smoothing. */
  pixelArt: boolean;
  /** How layer images of another size than the first layer's are drawn. */
  mismatchFit: MismatchFit;
  /** Re-encode every PNG losslessly into a smaller file. */
  optimisePng: boolean;
  /** What "Generate Metadata (JSON)" and "Save JSON" write. */
  metadataFormat: MetadataFormat;
  /** How the results are ranked and rarity.csv is written. */
  rarityMethod: RarityMethod;
  /** An animated collection's frames per token and frame rate; null: the longest animated value's. */
  animationFrames: number | null;
  animationFps: number | null;
  /** What an animated collection's tokens get besides their PNG: a GIF, an MP4, both, or a WebM. */
  animationFormat: AnimationFormat;
  /** Token name and description templates (core/metadata/template-parse.ts); empty: the default. */
  nameTemplate: string;
  descriptionTemplate: string;
  update(fields: Partial<Pick<CombinerSettings, Kept>>): void;
}

type Kept =
  | 'name'
  | 'description'
  | 'outputSize'
  | 'pixelArt'
  | 'mismatchFit'
  | 'optimisePng'
  | 'metadataFormat'
  | 'rarityMethod'
  | 'animationFrames'
  | 'animationFps'
  | 'animationFormat'
  | 'nameTemplate'
  | 'descriptionTemplate';

export const useCombinerSettings = create<CombinerSettings>()(
  persist(
    (set) => ({
      name: '',
      description: '',
      outputSize: COMBINER_OUTPUT_SIZES[0],
      pixelArt: false,
      mismatchFit: 'stretch',
      optimisePng: false,
      metadataFormat: 'stargaze',
      rarityMethod: 'openrarity',
      animationFrames: null,
      animationFps: null,
      animationFormat: DEFAULT_ANIMATION_FORMAT,
      nameTemplate: '',
      descriptionTemplate: '',
      update: (fields) => set(fields),
    }),
    {
      name: 'combinerSettings',
      storage: localJsonStorage,
      partialize: ({
        name,
        description,
        outputSize,
        pixelArt,
        mismatchFit,
        optimisePng,
        metadataFormat,
        rarityMethod,
        animationFrames,
        animationFps,
        animationFormat,
        nameTemplate,
        descriptionTemplate,
      }) => ({
        name,
        description,
        outputSize,
        pixelArt,
        mismatchFit,
        optimisePng,
        metadataFormat,
        rarityMethod,
        animationFrames,
        animationFps,
        animationFormat,
        nameTemplate,
        descriptionTemplate,
      }),
    },
  ),
);
