// Templates: a collection in branches ("Human", "Alien"), each with its own layers in its own draw
// order. Settings name trait groups by id; the planner reads a template as positions in the run's layers,
// where a group shared by several templates appears once per template (same values and weights).

/** A template as the combiner keeps it. */
export interface TemplateSetting {
  id: number;
  name: string;
  /** Share of the collection, relative to the other templates (ignored when a value chooses it). */
  weight: number;
  /** Trait group ids, bottom first: the template's own draw order. */
  layers: number[];
  /** Trait file id of the value that leads to this template (Body = Alien -> Alien); its weight is the share. */
  chosenBy?: string;
}

export interface TemplatesSetting {
  templates: TemplateSetting[];
  /** Writes the template as a trait (`Type: Alien`). */
  typeTrait: boolean;
}

/** The trait type a template is written as. */
export const TYPE_TRAIT = 'Type';

export type { PlanTemplate } from './types.ts';

/** Digit of a run layer that belongs to another template than the token's: not drawn, not written. */
export const ABSENT = -2;
