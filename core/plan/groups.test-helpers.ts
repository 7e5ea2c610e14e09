// A trait group for the planner's tests of settings and templates: each value one image `<value>.png`
// with the file id `<layer>-<value>`, so tests name values as the combiner's ids do.
import type { PlanGroup } from './types.ts';

export const group = (id: number, name: string, values: string[]): PlanGroup => ({
  id,
  name,
  files: values.map((v) => ({ id: `${name}-${v}`, name: `${v}.png` })),
  traitValues: Object.fromEntries(values.map((v) => [`${v}.png`, v])),
});
