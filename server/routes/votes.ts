// Voting: anyone may read proposals and live totals; admins create proposals; a signed-in address votes
// once per proposal until the closing time.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireSession } from '../auth/require-session.ts';
import { validJson } from '../validators.ts';
import { checkFirst, signedIn } from '../middleware/session-checks.ts';
import { forbidden } from '../http-error.ts';
import { castVoteSchema, createProposalSchema, type ProposalsResponse } from '../contract/votes.ts';
import { isAdmin } from '../auth/admins.ts';
import { castVote, createProposal, proposalsFor } from '../services/votes.ts';

export function votesRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/proposals.php', async (c) => {
    const viewer = c.get('session')?.address ?? null;
    const proposals = await proposalsFor(deps, viewer);
    const body: ProposalsResponse = { success: true, canCreate: viewer !== null && isAdmin(deps, viewer), proposals };
    return c.json(body);
  });

  const adminOnly = checkFirst((c) => {
    if (!isAdmin(deps, requireSession(c).address)) throw forbidden('Only administrators can create proposals');
  });

  routes.post('/create-proposal.php', adminOnly, validJson(createProposalSchema), async (c) => {
    const { address } = requireSession(c);
    const id = await createProposal(deps, address, c.req.valid('json'));
    return c.json({ success: true, message: 'Proposal created successfully', id });
  });

  routes.post('/vote.php', signedIn, validJson(castVoteSchema), async (c) => {
    const { address } = requireSession(c);
    const { proposalId, choice } = c.req.valid('json');
    await castVote(deps, address, proposalId, choice);
    return c.json({ success: true, message: 'Vote recorded successfully' });
  });

  return routes;
}
