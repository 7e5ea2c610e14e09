// What stored templates must look like; a bad template is dropped on load (the others kept), as a bad
// generator setting is.
import { z } from 'zod';
import type { TemplateSetting, TemplatesSetting } from '@core/protocol';

const template = z.object({
  id: z.number().int(),
  name: z.string().max(255),
  weight: z.number().finite().nonnegative(),
  layers: z.array(z.number().int()),
  chosenBy: z.string().optional(),
});

export function validTemplates(stored: unknown): TemplatesSetting {
  const s = z.record(z.string(), z.unknown()).safeParse(stored);
  const fields = s.success ? s.data : {};
  const list = z.array(z.unknown()).safeParse(fields.templates);
  const templates = (list.success ? list.data : []).flatMap((t): TemplateSetting[] => {
    const parsed = template.safeParse(t);
    return parsed.success ? [parsed.data] : [];
  });
  return { templates, typeTrait: typeof fields.typeTrait === 'boolean' ? fields.typeTrait : true };
}
