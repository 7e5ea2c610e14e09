// Proposals and their votes; one vote per address per proposal (the primary key of `votes`).
import type { Queryable } from '../client.ts';
import type { Proposal, VoteChoice } from '../../contract/votes.ts';

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

/** Every proposal, newest first, with its live totals and the viewer's own vote (none when anonymous). */
export async function listProposalsWithTotals(db: Queryable, viewer: string | null): Promise<Array<Omit<Proposal, 'closed'>>> {
  const rows = await db.query<ProposalRow>(
    `SELECT p.id, p.title, p.description, p.closes_at, p.created_at,
       COUNT(*) FILTER (WHERE v.choice = 'yes')::int AS yes,
       COUNT(*) FILTER (WHERE v.choice = 'no')::int AS no,
       COUNT(*) FILTER (WHERE v.choice = 'abstain')::int AS abstain,
       MAX(CASE WHEN v.voter = $1 THEN v.choice END) AS my_vote
     FROM proposals p LEFT JOIN votes v ON v.proposal_id = p.id
     GROUP BY p.id ORDER BY p.created_at DESC, p.id DESC`,
    [viewer],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    description: r.description,
    closes_at: new Date(r.closes_at).toISOString(),
    created_at: new Date(r.created_at).toISOString(),
    totals: { yes: r.yes, no: r.no, abstain: r.abstain },
    myVote: r.my_vote,
  }));
}

export async function insertProposal(
  db: Queryable,
  p: { title: string; description: string; createdBy: string; closesAt: Date; createdAt: Date },
): Promise<number> {
  const [row] = await db.query<{ id: string }>(
    'INSERT INTO proposals (title, description, created_by, closes_at, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [p.title, p.description, p.createdBy, p.closesAt, p.createdAt],
  );
  return Number(row!.id);
}

/** The proposal's closing time, or null when there is no such proposal. */
export async function findProposalClosingTime(db: Queryable, id: string): Promise<Date | null> {
  const [row] = await db.query<{ closes_at: Date }>('SELECT closes_at FROM proposals WHERE id = $1', [id]);
  return row ? new Date(row.closes_at) : null;
}

/**
 * Records the vote when the proposal is still open at `at` and the voter has not voted on it. The
 * closing time is compared in the INSERT itself, so a vote racing the closing time cannot slip in.
 */
export async function insertVoteIfOpen(
  db: Queryable,
  v: { proposalId: string; voter: string; choice: VoteChoice; at: Date },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO votes (proposal_id, voter, choice, created_at)
     SELECT $1, $2, $3, $4 WHERE EXISTS (SELECT 1 FROM proposals WHERE id = $1 AND closes_at > $4)
     ON CONFLICT (proposal_id, voter) DO NOTHING RETURNING voter`,
    [v.proposalId, v.voter, v.choice, v.at],
  );
  return rows.length > 0;
}
