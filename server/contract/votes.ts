// Voting: proposals created by the support desk (ADMIN_ADDRESSES), one vote per signed-in address per
// proposal, no votes after the closing time.
import { z } from 'zod';
import { NAME_MAX, TICKET_DESCRIPTION_MAX, VOTE_CHOICES } from './limits.ts';

export type VoteChoice = (typeof VOTE_CHOICES)[number];

export const VOTING_CLOSED = 'Voting on this proposal has closed';
export const ALREADY_VOTED = 'You have already voted on this proposal';

export const createProposalSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(NAME_MAX),
  description: z.string().trim().max(TICKET_DESCRIPTION_MAX).default(''),
  /** ISO 8601 date-time with an offset. */
  closesAt: z.iso.datetime({ offset: true }),
});
export type CreateProposalRequest = z.infer<typeof createProposalSchema>;

export const castVoteSchema = z.object({
  proposalId: z.union([z.number().int().positive(), z.string().regex(/^\d{1,18}$/)]).transform(String),
  choice: z.enum(VOTE_CHOICES),
});

// Responses: schemas, so the SPA parses what it receives (src/lib/get-json.ts) instead of trusting a cast.
const proposalSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  closes_at: z.string(),
  created_at: z.string(),
  closed: z.boolean(),
  totals: z.record(z.enum(VOTE_CHOICES), z.number().int()) as z.ZodType<Record<VoteChoice, number>>,
  /** The session's vote, null when it has not voted (or nobody is signed in). */
  myVote: z.enum(VOTE_CHOICES).nullable(),
});
export type Proposal = z.infer<typeof proposalSchema>;

export const proposalsResponseSchema = z.object({
  success: z.literal(true),
  proposals: z.array(proposalSchema),
  /** The session may create proposals. */
  canCreate: z.boolean(),
});
export type ProposalsResponse = z.infer<typeof proposalsResponseSchema>;
