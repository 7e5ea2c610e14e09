// The collection fields and the output size of the combiner, kept across reloads.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { COMBINER_OUTPUT_SIZES } from '../../../config/constants';
import { localJsonStorage } from './persist-storage';

export type OutputSize = (typeof COMBINER_OUTPUT_SIZES)[number];

interface CombinerSettings {
  name: string;
  description: string;
  outputSize: OutputSize;
  update(fields: Partial<Pick<CombinerSettings, 'name' | 'description' | 'outputSize'>>): void;
}

export const useCombinerSettings = create<CombinerSettings>()(
  persist(
    (set) => ({
      name: '',
      description: '',
      outputSize: COMBINER_OUTPUT_SIZES[0],
      update: (fields) => set(fields),
    }),
    { name: 'combinerSettings', storage: localJsonStorage, partialize: ({ name, description, outputSize }) => ({ name, description, outputSize }) },
  ),
);
