// The generator's contract: the settings the combiner keeps with its trait groups (serialisable, ids of
// groups and files), the planner's resolved input (indices), and what a plan or a refusal holds.

import type { TraitType } from '../metadata/trait-types.ts';

export type TokenOrder = 'shuffled' | 'enumeration';
export type RuleKind = 'never' | 'only' | 'oneOf';

/**
 * `a never with b`: no token has both. `a only with b`: a token with a also has b. `a requires one of b
 * or …`: a token with a also has b or one of `or` (values of b's layer).
 */
export interface RuleSetting {
  kind: RuleKind;
  /** Trait file ids (any layer to any layer). */
  a: string;
  b: string;
  /** "requires one of": the other values (file ids in b's layer) that meet the rule as b does. */
  or?: string[];
}

export interface OneOfOneAttribute {
  trait_type: string;
  value: string;
  /** Its own type, for a trait no layer has (a layer of that name types it otherwise). */
  traitType?: TraitType;
}

/** A hand-made image placed among the generated tokens. */
export interface OneOfOneSetting {
  /** Key of its bytes in the combiner's image store. */
  id: string;
  name: string;
  attributes: OneOfOneAttribute[];
  /** Natural size of the image (absent for one-of-ones added before it was kept). */
  width?: number;
  height?: number;
}

/** Counts of values and "None", by trait file id and group id. */
export interface AcceptedCounts {
  /** Trait file id -> count. */
  values: Record<string, number>;
  /** Group id -> count of "None". */
  none: Record<string, number>;
}

/** Counts the artist accepted (a refusal's nearest feasible counts) in place of the weights' shares. */
export interface CountsSetting extends AcceptedCounts {
  /** Generated tokens they are for; other sizes use the weights. */
  tokens: number;
  /** With templates, each template's own counts by template id (a shared layer counts apart in each). */
  templates?: Record<string, AcceptedCounts>;
}

/** Everything the generator needs besides the trait groups; persisted with them. */
export interface GeneratorSettings {
  /** Collection size (one-of-ones included); null: min(valid combinations, credits, 10 000). */
  size: number | null;
  seed: string;
  order: TokenOrder;
  /** Trait file id -> weight (relative within its layer); a missing id weighs 1. */
  weights: Record<string, number>;
  /** Group id -> weight of "None"; a group that is not here has no None. */
  none: Record<string, number>;
  rules: RuleSetting[];
  oneOfOnes: OneOfOneSetting[];
  /** Accepted counts, kept beside the weights until cleared. */
  counts?: CountsSetting;
}

/** A trait group as the planner reads it (the combiner's store satisfies this). */
export interface PlanGroup {
  id: number;
  name: string;
  files: ReadonlyArray<{ id: string; name: string }>;
  /** File name -> trait value. */
  traitValues: Readonly<Record<string, string>>;
  /** Writes "None" as its value on tokens that leave it out (see export/metadata.ts LayerValues). */
  noneValue?: boolean;
}

export interface PlanLayer {
  name: string;
  /** Trait value of each image, in image order. */
  values: string[];
  weights: number[];
  /** Weight of "None"; null when the layer cannot be left out. */
  noneWeight: number | null;
  /** Writes "None" as its value: the rarity rated with the plan counts traits as the metadata lists them. */
  noneValue?: boolean;
}

export interface TraitRef {
  layer: number;
  /** Image index within the layer. */
  value: number;
}

export interface PlanRule {
  kind: RuleKind;
  a: TraitRef;
  b: TraitRef;
  /** "requires one of": the other values of b's layer that meet the rule as b does. */
  or?: number[];
}

export interface PlanInput {
  /** Bottom layer first. */
  layers: PlanLayer[];
  /** Tokens in the collection, one-of-ones included. */
  size: number;
  seed: string;
  order: TokenOrder;
  rules: PlanRule[];
  /** How many one-of-ones are placed among the tokens. */
  oneOfOnes: number;
  /** Combinations that must not be generated (a one-of-one equal to them), digits as in PlannedToken. */
  reserved?: number[][];
  /** Counts the artist accepted instead of the weights' shares (per layer, "None" last); used when they fit. */
  counts?: number[][];
  /** Two or more templates: each token is planned within one (plan-tree.ts); `rules` is then empty. */
  templates?: PlanTemplate[];
  /** The layer that writes each token's template (Type), when written: its digit is the template. */
  typeLayer?: number;
}

/** Digit of a layer left out of a token. */
export const NONE = -1;

/** A set's rows in one buffer, `width` numbers each: the page receives a 10 000-token plan without a
 * copy, where 10 000 row arrays cost it a task of 50 ms to take in. */
export interface PackedRows {
  count: number;
  width: number;
  digits: Int32Array;
}

export interface PlannedToken {
  /** Image index per layer, bottom first; NONE leaves the layer out. Empty for a one-of-one. */
  digits: number[];
  /** Index into the settings' one-of-ones when this token is one. */
  oneOfOne?: number;
}

export interface ValueCount {
  /** The trait value, or "None". */
  value: string;
  /** Largest-remainder share of the generated tokens (or the accepted count). */
  target: number;
  /** The exact share of the weights (a plan may round it down or up, never further). */
  share: number;
  /** Tokens that get it (in a refusal: the nearest feasible count found, when there is one). */
  count: number;
}

export interface LayerCounts {
  name: string;
  /** In a plan with templates: the template (its index) whose layer this is; absent for Type. */
  template?: number;
  /** One entry per image in order, then "None" when the layer has it. */
  values: ValueCount[];
}

export interface ValidCount {
  count: number;
  /** False when the count is an estimate (too many combinations to enumerate quickly). */
  exact: boolean;
}

export interface PlanAccepted {
  ok: true;
  tokens: PlannedToken[];
  counts: LayerCounts[];
  valid: ValidCount;
  /** What the artist should know about an accepted plan (weights without effect, shares rounded the other way). */
  notes: string[];
}

export interface PlanRefused {
  ok: false;
  /** What cannot be met, one sentence each. */
  problems: string[];
  /** Counts of a feasible plan close to the targets, when one was found. */
  nearest: LayerCounts[] | null;
  /** The largest collection size the rules and layers allow, when that is the problem. */
  maxSize: number | null;
  valid: ValidCount;
}

export type PlanResult = PlanAccepted | PlanRefused;

/** A template as the planner reads it. */
export interface PlanTemplate {
  name: string;
  weight: number;
  /** Indices into PlanInput.layers, bottom first. */
  layers: number[];
  /** Rules within the template, TraitRef.layer being a position in `layers`. */
  rules: PlanRule[];
  /** Combinations of this template's layers that must not be generated (one-of-ones equal to them). */
  reserved?: number[][];
  /** Counts the artist accepted for this template's layers (as PlanInput.counts); used when they fit its share. */
  counts?: number[][];
}
