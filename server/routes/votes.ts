// Voting: anyone may read proposals and live totals; admins create proposals; a signed-in address votes
// once per proposal (the primary key of `votes` is the guarantee) until the closing time.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireSession } from '../auth/require-session.ts';
import { jsonBody } from '../request-body.ts';
import { badRequest, conflict, forbidden, notFound } from '../http-error.ts';
import { PROPOSAL_MAX_DAYS } from '../contract/limits.ts';
import { ALREADY_VOTED, castVoteSchema, createProposalSchema, VOTING_CLOSED, type ProposalsResponse } from '../contract/votes.ts';
import { isAdmin } from '../auth/admins.ts';
import { findProposalClosingTime, insertProposal, insertVoteIfOpen, listProposalsWithTotals } from '../db/queries/votes.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export function votesRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/proposals.php', async (c) => {
    const viewer = c.get('session')?.address ?? null;
    const now = deps.clock.now();
    const proposals = await listProposalsWithTotals(deps.db, viewer);
    const body: ProposalsResponse = {
      success: true,
      canCreate: viewer !== null && isAdmin(deps, viewer),
      proposals: proposals.map((p) => ({ ...p, closed: new Date(p.closes_at).getTime() <= now.getTime() })),
    };
    return c.json(body);
  });

  routes.post('/create-proposal.php', async (c) => {
    const { address } = requireSession(c);
    if (!isAdmin(deps, address)) throw forbidden('Only administrators can create proposals');
    const { title, description, closesAt } = await jsonBody(c, createProposalSchema);
    const now = deps.clock.now();
    const closes = new Date(closesAt);
    if (closes.getTime() <= now.getTime()) throw badRequest('The closing time must be in the future');
    if (closes.getTime() > now.getTime() + PROPOSAL_MAX_DAYS * DAY_MS)
      throw badRequest(`Voting can stay open at most ${PROPOSAL_MAX_DAYS} days`);
    const id = await insertProposal(deps.db, { title, description, createdBy: address, closesAt: closes, createdAt: now });
    return c.json({ success: true, message: 'Proposal created successfully', id });
  });

  routes.post('/vote.php', async (c) => {
    const { address } = requireSession(c);
    const { proposalId, choice } = await jsonBody(c, castVoteSchema);
    const now = deps.clock.now();
    const closesAt = await findProposalClosingTime(deps.db, proposalId);
    if (!closesAt) throw notFound('Proposal not found');
    if (!(await insertVoteIfOpen(deps.db, { proposalId, voter: address, choice, at: now }))) {
      throw conflict(closesAt.getTime() <= now.getTime() ? VOTING_CLOSED : ALREADY_VOTED);
    }
    return c.json({ success: true, message: 'Vote recorded successfully' });
  });

  return routes;
}
