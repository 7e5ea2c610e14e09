// Voting: proposals with live totals for anyone, new proposals from administrators, and one vote per
// address and proposal (the primary key of `votes` is the guarantee) until the closing time.
import type { AppDeps } from '../deps.ts';
import { badRequest, conflict, notFound } from '../http-error.ts';
import { PROPOSAL_MAX_DAYS } from '../contract/limits.ts';
import { ALREADY_VOTED, VOTING_CLOSED, type Proposal, type VoteChoice } from '../contract/votes.ts';
import { findProposalClosingTime, insertProposal, insertVoteIfOpen, listProposalsWithTotals } from '../db/queries/votes.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every proposal with its totals, the viewer's own vote and whether it has closed. */
export async function proposalsFor(deps: AppDeps, viewer: string | null): Promise<Proposal[]> {
  const now = deps.clock.now();
  const proposals = await listProposalsWithTotals(deps.db, viewer);
  return proposals.map((p) => ({ ...p, closed: new Date(p.closes_at).getTime() <= now.getTime() }));
}

/** A new proposal closing in the future, at most PROPOSAL_MAX_DAYS ahead. */
export function createProposal(
  deps: AppDeps,
  createdBy: string,
  p: { title: string; description: string; closesAt: string },
): Promise<number> {
  const now = deps.clock.now();
  const closes = new Date(p.closesAt);
  if (closes.getTime() <= now.getTime()) throw badRequest('The closing time must be in the future');
  if (closes.getTime() > now.getTime() + PROPOSAL_MAX_DAYS * DAY_MS)
    throw badRequest(`Voting can stay open at most ${PROPOSAL_MAX_DAYS} days`);
  return insertProposal(deps.db, { title: p.title, description: p.description, createdBy, closesAt: closes, createdAt: now });
}

export async function castVote(deps: AppDeps, voter: string, proposalId: string, choice: VoteChoice): Promise<void> {
  const now = deps.clock.now();
  const closesAt = await findProposalClosingTime(deps.db, proposalId);
  if (!closesAt) throw notFound('Proposal not found');
  if (!(await insertVoteIfOpen(deps.db, { proposalId, voter, choice, at: now }))) {
    throw conflict(closesAt.getTime() <= now.getTime() ? VOTING_CLOSED : ALREADY_VOTED);
  }
}
