// Project applications (SPEC.md sections 3, 5 and 7).
import { z } from 'zod';
import { NAME_MAX } from './limits.ts';

export const NAME_REQUIRED = 'Please fill in project name';

export const applicationSchema = z.object({
  name: z.string().trim().min(1, NAME_REQUIRED).max(NAME_MAX),
  twitter: z.string().trim().max(NAME_MAX).default(''),
});
export type ApplicationRequest = z.infer<typeof applicationSchema>;

// Responses: schemas, so the SPA parses what it receives (src/lib/get-json.ts) instead of trusting a cast.
const applicationStatus = z.enum(['pending', 'accepted', 'rejected']);
export type ApplicationStatus = z.infer<typeof applicationStatus>;

const applicationEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  twitter: z.string(),
  status: applicationStatus,
  /** Submitted by the signed-in user. */
  mine: z.boolean(),
  created_at: z.string(),
});
export type Application = z.infer<typeof applicationEntrySchema>;

export const applicationsResponseSchema = z.object({ success: z.literal(true), applications: z.array(applicationEntrySchema) });
export type ApplicationsResponse = z.infer<typeof applicationsResponseSchema>;
