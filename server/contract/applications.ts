// Project applications (SPEC.md sections 3, 5 and 7).
import { z } from 'zod';
import { NAME_MAX } from './limits.ts';

export const NAME_REQUIRED = 'Please fill in project name';

export const applicationSchema = z.object({
  name: z.string().trim().min(1, NAME_REQUIRED).max(NAME_MAX),
  twitter: z.string().trim().max(NAME_MAX).default(''),
});
export type ApplicationRequest = z.infer<typeof applicationSchema>;

export type ApplicationStatus = 'pending' | 'accepted' | 'rejected';

export interface Application {
  id: number;
  name: string;
  twitter: string;
  status: ApplicationStatus;
  /** Submitted by the signed-in user. */
  mine: boolean;
  created_at: string;
}

export interface ApplicationsResponse {
  success: true;
  applications: Application[];
}
