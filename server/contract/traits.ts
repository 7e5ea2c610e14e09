// Requests and responses of the traits endpoints (SPEC.md section 7, Files and traits).
import { z } from 'zod';
import { BATCH_ASSIGN_CHUNK, TRAIT_NAME_MAX } from './limits.ts';
import { idSchema } from './files.ts';
import { messageResponseSchema } from './message.ts';

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

const traitValueSchema = z.object({ id: z.number(), value: z.string() });
export type TraitValue = z.infer<typeof traitValueSchema>;

/** A value as the trait list gives it: `files` counts the stored files it is assigned to. */
const listedValueSchema = traitValueSchema.extend({ files: z.number() });
export type ListedTraitValue = z.infer<typeof listedValueSchema>;

const traitSchema = z.object({
  id: z.number(),
  trait_name: z.string(),
  creationDate: z.string(),
  values: z.array(listedValueSchema),
});
export type Trait = z.infer<typeof traitSchema>;

export const traitsResponseSchema = z.object({ traits: z.array(traitSchema) });

const assignmentSchema = z.object({
  file_id: z.number(),
  trait_id: z.number(),
  trait_name: z.string(),
  value: z.string(),
  value_id: z.number(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

export const assignmentsResponseSchema = z.object({ assignments: z.array(assignmentSchema) });

export const addTraitResponseSchema = messageResponseSchema.extend({ trait: traitSchema });
export const addValueResponseSchema = messageResponseSchema.extend({ value: traitValueSchema });

const assignResultSchema = z.object({ file_id: z.number(), success: z.boolean(), message: z.string() });
export type AssignResult = z.infer<typeof assignResultSchema>;

export const batchAssignResponseSchema = messageResponseSchema.extend({
  successful: z.number(),
  failed: z.number(),
  results: z.array(assignResultSchema),
});
export type BatchAssignResponse = z.infer<typeof batchAssignResponseSchema>;
