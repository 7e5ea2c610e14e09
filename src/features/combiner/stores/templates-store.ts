// Templates (core/plan/tree-types.ts): branches of the collection, each with its own layers in its own
// draw order, persisted in localStorage under `combinerTemplates` and validated on load. With fewer than
// two the collection is the layer cards as they are.
import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import type { TemplateSetting, TemplatesSetting } from '@core/protocol';
import { localJsonStorage } from './persist-storage';
import { moveItem } from './trait-groups-store';
import { validTemplates } from './templates-schema';

interface TemplatesStore extends TemplatesSetting {
  /** A new template holding the given layers (the current cards, by default). */
  addTemplate(layers: number[], name?: string): number;
  removeTemplate(id: number): void;
  updateTemplate(id: number, fields: Partial<Pick<TemplateSetting, 'name' | 'weight'>>): void;
  /** Adds the layer on top of the template, or takes it out. */
  toggleLayer(id: number, groupId: number, on: boolean): void;
  moveLayer(id: number, from: number, to: number): void;
  /** The value that leads to the template (null: none); its layer joins the template at the bottom. */
  chooseBy(id: number, fileId: string | null, groupId: number | null): void;
  setTypeTrait(on: boolean): void;
  /** Replaces every template (an imported tree). */
  replace(templates: TemplateSetting[], typeTrait: boolean): void;
}

export const templatesSettingOf = (s: TemplatesSetting): TemplatesSetting => ({ templates: s.templates, typeTrait: s.typeTrait });

const withTemplate = (templates: TemplateSetting[], id: number, change: (t: TemplateSetting) => TemplateSetting) =>
  templates.map((t) => (t.id === id ? change(t) : t));

export const useTemplatesStore = create<TemplatesStore>()(
  persist<TemplatesStore, [], [], TemplatesSetting>(
    (set, get) => ({
      templates: [],
      typeTrait: true,
      addTemplate: (layers, name) => {
        const { templates } = get();
        const id = Math.max(0, ...templates.map((t) => t.id)) + 1;
        set({ templates: [...templates, { id, name: name ?? `Template ${templates.length + 1}`, weight: 1, layers }] });
        return id;
      },
      removeTemplate: (id) => set((s) => ({ templates: s.templates.filter((t) => t.id !== id) })),
      updateTemplate: (id, fields) => set((s) => ({ templates: withTemplate(s.templates, id, (t) => ({ ...t, ...fields })) })),
      toggleLayer: (id, groupId, on) =>
        set((s) => ({
          templates: withTemplate(s.templates, id, (t) => ({
            ...t,
            layers: on ? [...t.layers.filter((g) => g !== groupId), groupId] : t.layers.filter((g) => g !== groupId),
          })),
        })),
      moveLayer: (id, from, to) =>
        set((s) => ({ templates: withTemplate(s.templates, id, (t) => ({ ...t, layers: moveItem(t.layers, from, to) })) })),
      chooseBy: (id, fileId, groupId) =>
        set((s) => ({
          templates: withTemplate(s.templates, id, ({ chosenBy: _, ...t }) => {
            if (fileId === null || groupId === null) return t;
            return { ...t, chosenBy: fileId, layers: t.layers.includes(groupId) ? t.layers : [groupId, ...t.layers] };
          }),
        })),
      setTypeTrait: (typeTrait) => set({ typeTrait }),
      replace: (templates, typeTrait) => set({ templates, typeTrait }),
    }),
    {
      name: 'combinerTemplates',
      storage: localJsonStorage as PersistStorage<TemplatesSetting>,
      partialize: templatesSettingOf,
      merge: (persisted, current) => ({ ...current, ...validTemplates(persisted) }),
    },
  ),
);
