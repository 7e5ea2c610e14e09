// Voting: anyone may read proposals and live totals; admins create proposals; a signed-in address votes
// once per proposal (the primary key of `votes` is the guarantee) until the closing time.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireSession } from '../auth/require-session.ts';
import { jsonBody } from '../request-body.ts';
import { badRequest, conflict, forbidden, notFound } from '../http-error.ts';
import { PROPOSAL_MAX_DAYS } from '../contract/limits.ts';
import {
  ALREADY_VOTED,
  castVoteSchema,
  createProposalSchema,
  VOTING_CLOSED,
  type ProposalsResponse,
  type VoteChoice,
} from '../contract/votes.ts';
import { isAdmin } from './tickets.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

interface ProposalRow {
  id: string;
  title: string;
  description: string;
  closes_at: Date;
  created_at: Date;
  yes: number;
  no: number;
  abstain: number;
  my_vote: VoteChoice | null;
}

export function votesRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/proposals.php', async (c) => {
    const viewer = c.get('session')?.address ?? null;
    const now = deps.clock.now();
    const rows = await deps.db.query<ProposalRow>(
      `SELECT p.id, p.title, p.description, p.closes_at, p.created_at,
         COUNT(*) FILTER (WHERE v.choice = 'yes')::int AS yes,
         COUNT(*) FILTER (WHERE v.choice = 'no')::int AS no,
         COUNT(*) FILTER (WHERE v.choice = 'abstain')::int AS abstain,
         MAX(CASE WHEN v.voter = $1 THEN v.choice END) AS my_vote
       FROM proposals p LEFT JOIN votes v ON v.proposal_id = p.id
       GROUP BY p.id ORDER BY p.created_at DESC, p.id DESC`,
      [viewer],
    );
    const body: ProposalsResponse = {
      success: true,
      canCreate: viewer !== null && isAdmin(deps, viewer),
      proposals: rows.map((r) => ({
        id: Number(r.id),
        title: r.title,
        description: r.description,
        closes_at: new Date(r.closes_at).toISOString(),
        created_at: new Date(r.created_at).toISOString(),
        closed: new Date(r.closes_at).getTime() <= now.getTime(),
        totals: { yes: r.yes, no: r.no, abstain: r.abstain },
        myVote: r.my_vote,
      })),
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
    if (closes.getTime() > now.getTime() + PROPOSAL_MAX_DAYS * DAY_MS) throw badRequest(`Voting can stay open at most ${PROPOSAL_MAX_DAYS} days`);
    const [row] = await deps.db.query<{ id: string }>(
      'INSERT INTO proposals (title, description, created_by, closes_at, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [title, description, address, closes, now],
    );
    return c.json({ success: true, message: 'Proposal created successfully', id: Number(row!.id) });
  });

  routes.post('/vote.php', async (c) => {
    const { address } = requireSession(c);
    const { proposalId, choice } = await jsonBody(c, castVoteSchema);
    const now = deps.clock.now();
    const [proposal] = await deps.db.query<{ closes_at: Date }>('SELECT closes_at FROM proposals WHERE id = $1', [proposalId]);
    if (!proposal) throw notFound('Proposal not found');
    // Compared again in the INSERT so a vote racing the closing time cannot slip in.
    const inserted = await deps.db.query(
      `INSERT INTO votes (proposal_id, voter, choice, created_at)
       SELECT $1, $2, $3, $4 WHERE EXISTS (SELECT 1 FROM proposals WHERE id = $1 AND closes_at > $4)
       ON CONFLICT (proposal_id, voter) DO NOTHING RETURNING voter`,
      [proposalId, address, choice, now],
    );
    if (inserted.length === 0) {
      throw conflict(new Date(proposal.closes_at).getTime() <= now.getTime() ? VOTING_CLOSED : ALREADY_VOTED);
    }
    return c.json({ success: true, message: 'Vote recorded successfully' });
  });

  return routes;
}
