// Requests and responses of the traits endpoints (SPEC.md section 7, Files and traits).
import { z } from 'zod';
import { BATCH_ASSIGN_CHUNK, TRAIT_NAME_MAX } from './limits.ts';
import { idSchema } from './files.ts';

export const TRAIT_VALUE_MAX = 255;

export const traitsQuery = z.object({ collectionId: idSchema });

/** Without page and pageSize: the assignments of every file; with them, those of that page's files. */
export const assignedQuery = z.object({
  collectionId: idSchema,
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});

export const addTraitBody = z.object({
  collection_id: idSchema,
  trait_name: z.string().trim().min(1, 'Trait name is required').max(TRAIT_NAME_MAX),
  creationDate: z.unknown().optional(),
});

export const addValueBody = z.object({
  main_trait_id: idSchema,
  value: z.string().trim().min(1, 'Trait value is required').max(TRAIT_VALUE_MAX),
});

export const deleteTraitBody = z.object({ trait_id: idSchema });
export const deleteValueBody = z.object({ value_id: idSchema });

const assignment = z.object({ file_id: idSchema, value_id: idSchema });
export const assignBody = z.union([z.object({ assignments: z.array(assignment).min(1).max(BATCH_ASSIGN_CHUNK) }), assignment]);
export const removeAssignmentBody = assignment;

export interface TraitValue {
  id: number;
  value: string;
}

export interface Trait {
  id: number;
  trait_name: string;
  creationDate: string;
  values: TraitValue[];
}

export interface Assignment {
  file_id: number;
  trait_id: number;
  trait_name: string;
  value: string;
  value_id: number;
}

export interface AssignResult {
  file_id: number;
  success: boolean;
  message: string;
}

export interface BatchAssignResponse {
  success: boolean;
  message: string;
  successful: number;
  failed: number;
  results: AssignResult[];
}
