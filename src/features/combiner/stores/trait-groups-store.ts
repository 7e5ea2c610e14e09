// Trait groups (SPEC.md section 3): metadata persisted in localStorage under `traitGroups`; the image
// bytes live in IndexedDB (image-db.ts), their working copies for the page in layer-previews.ts.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { localJsonStorage } from './persist-storage';
import { validLayerDrawing, type LayerDrawing } from './layer-drawing-schema';
import { mapParts, withoutImages } from './value-parts';
import type { TraitType } from '@core/metadata/trait-types';

export interface TraitFile {
  /** Key of the bytes in IndexedDB. */
  id: string;
  name: string;
  /** Natural size of the upload (absent for images added before it was kept). */
  width?: number;
  height?: number;
  /** An animated GIF's frame count and first frame's delay in ms; absent for a still. */
  animation?: { frames: number; delayMs: number };
}

export interface TraitGroup extends LayerDrawing {
  id: number;
  name: string;
  files: TraitFile[];
  /** File name -> trait value. */
  traitValues: Record<string, string>;
  /** Tokens that leave the layer out get the attribute value "None" instead of no attribute. */
  noneValue?: boolean;
  /** What the values mean in metadata (core/metadata/trait-types.ts); text when absent. */
  traitType?: TraitType;
  /** Numbers typed for values (the weight table's number column), by value name. */
  traitNumbers?: Record<string, number>;
}

interface TraitGroupsStore {
  groups: TraitGroup[];
  addGroup(): void;
  removeGroup(id: number): void;
  renameGroup(id: number, name: string): void;
  moveGroup(from: number, to: number): void;
  addFiles(id: number, files: TraitFile[]): void;
  removeFiles(fileIds: ReadonlySet<string>): void;
  moveFile(id: number, from: number, to: number): void;
  setTraitValue(id: number, fileName: string, value: string): void;
  setNoneValue(id: number, on: boolean): void;
  setTraitType(id: number, type: TraitType): void;
  setDrawing(id: number, drawing: LayerDrawing): void;
}

export const defaultTraitValue = (fileName: string) => fileName.replace(/\.[^.]+$/, '');

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || to < 0 || to >= items.length) return [...items];
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}

const withoutUrl = ({ url: _, ...file }: TraitFile & { url?: string }): TraitFile => file;

const withGroup = (groups: TraitGroup[], id: number, change: (g: TraitGroup) => TraitGroup) =>
  groups.map((g) => (g.id === id ? change(g) : g));

export const useTraitGroupsStore = create<TraitGroupsStore>()(
  persist(
    (set) => ({
      groups: [],
      addGroup: () =>
        set((s) => {
          const id = Math.max(Date.now(), ...s.groups.map((g) => g.id + 1));
          return { groups: [...s.groups, { id, name: '', files: [], traitValues: {} }] };
        }),
      removeGroup: (id) => set((s) => ({ groups: s.groups.filter((g) => g.id !== id) })),
      renameGroup: (id, name) => set((s) => ({ groups: withGroup(s.groups, id, (g) => ({ ...g, name })) })),
      moveGroup: (from, to) => set((s) => ({ groups: moveItem(s.groups, from, to) })),
      addFiles: (id, files) =>
        set((s) => ({
          groups: withGroup(s.groups, id, (g) => {
            const fresh = files.filter((f) => !g.files.some((existing) => existing.name === f.name));
            const traitValues = { ...g.traitValues };
            for (const f of fresh) traitValues[f.name] ??= defaultTraitValue(f.name);
            return { ...g, files: [...g.files, ...fresh], traitValues };
          }),
        })),
      removeFiles: (fileIds) =>
        set((s) => ({
          groups: s.groups.map((g) => {
            const gone = g.files.filter((f) => fileIds.has(f.id));
            const drawing = withoutImages(g, fileIds);
            if (!gone.length) return drawing ? { ...g, ...drawing } : g;
            const traitValues = { ...g.traitValues };
            for (const f of gone) delete traitValues[f.name];
            return { ...g, ...drawing, files: g.files.filter((f) => !fileIds.has(f.id)), traitValues };
          }),
        })),
      moveFile: (id, from, to) => set((s) => ({ groups: withGroup(s.groups, id, (g) => ({ ...g, files: moveItem(g.files, from, to) })) })),
      setTraitValue: (id, fileName, value) =>
        set((s) => ({ groups: withGroup(s.groups, id, (g) => ({ ...g, traitValues: { ...g.traitValues, [fileName]: value } })) })),
      setNoneValue: (id, on) => set((s) => ({ groups: withGroup(s.groups, id, (g) => ({ ...g, noneValue: on })) })),
      // Text is the default: it is stored as no type, so an untyped layer's settings stay as they were.
      setTraitType: (id, type) =>
        set((s) => ({
          groups: withGroup(s.groups, id, ({ traitType: _, ...g }) => (type === 'text' ? g : { ...g, traitType: type })),
        })),
      setDrawing: (id, drawing) => set((s) => ({ groups: withGroup(s.groups, id, (g) => ({ ...g, ...drawing })) })),
    }),
    {
      name: 'traitGroups',
      storage: localJsonStorage,
      partialize: (s) => ({ groups: s.groups }),
      // Blob URLs stored by earlier versions died with their page: dropped (rows make their own).
      merge: (persisted, current) => {
        const groups = (persisted as { groups?: TraitGroup[] } | undefined)?.groups ?? [];
        return {
          ...current,
          groups: groups.map((g) => {
            const drawing = validLayerDrawing(g, groups);
            const parts = drawing.parts && mapParts(drawing.parts, (p) => ({ ...p, file: withoutUrl(p.file) }));
            return { ...g, ...drawing, parts, files: g.files.map(withoutUrl) };
          }),
        };
      },
    },
  ),
);
