// Lending credits: the lender is the session; what may be lent is computed here from the chain and the
// borrows table under the lender's lock (the client's totalCount / totalBorrowed are ignored).
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireSession } from '../auth/require-session.ts';
import { jsonBody, queryWith } from '../request-body.ts';
import { badRequest, conflict, notFound } from '../http-error.ts';
import { lockKey, type Queryable } from '../db/client.ts';
import { creditSummary } from '../services/credits.ts';
import {
  addBorrowSchema,
  deleteBorrowSchema,
  SELF_BORROW,
  sameAddress,
  tooManyCredits,
  type BorrowListResponse,
  type BorrowRecord,
} from '../contract/borrow.ts';
import { plainText } from '../contract/text.ts';

/** Lending and every limit that reads the loans of one address serialise on this key. */
export const creditsLockKey = (address: string) => `credits:${address}`;

/** The first issue's own message, without the field path: the spec's texts are shown as they are. */
function parseExact<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = plainText(schema).safeParse(input);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid request');
  return parsed.data;
}

async function recordsOf(db: Queryable, lender: string): Promise<BorrowRecord[]> {
  const rows = await db.query<{ id: string; recipient: string; credits: number; created_at: Date }>(
    'SELECT id, recipient, credits, created_at FROM borrows WHERE lender = $1 ORDER BY created_at DESC, id DESC',
    [lender],
  );
  return rows.map((r) => ({ id: Number(r.id), address: r.recipient, credits: r.credits, created_at: new Date(r.created_at).toISOString() }));
}

export function borrowRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/select_borrow.php', async (c) => {
    const { address } = requireSession(c);
    queryWith(c, z.object({ walletAdd: z.string().optional() }));
    const [records, summary] = await Promise.all([recordsOf(deps.db, address), creditSummary(deps, address)]);
    const body: BorrowListResponse = {
      success: true,
      records,
      summary: { total: summary.partnerCredits, borrowed: summary.lent, available: summary.lendable, received: summary.received },
    };
    return c.json(body);
  });

  routes.post('/add_borrow.php', async (c) => {
    const { address: lender } = requireSession(c);
    const request = parseExact(addBorrowSchema, await jsonBody(c, z.unknown()));
    if (sameAddress(request.address, lender)) throw badRequest(SELF_BORROW);
    const record = await deps.db.transaction(async (tx) => {
      await lockKey(tx, creditsLockKey(lender));
      const { lendable } = await creditSummary(deps, lender, tx);
      if (request.credits > lendable) throw conflict(tooManyCredits(lendable));
      const [row] = await tx.query<{ id: string; created_at: Date }>(
        'INSERT INTO borrows (lender, recipient, credits, created_at) VALUES ($1, $2, $3, $4) RETURNING id, created_at',
        [lender, request.address, request.credits, deps.clock.now()],
      );
      return { id: Number(row!.id), address: request.address, credits: request.credits, created_at: new Date(row!.created_at).toISOString() };
    });
    return c.json({ success: true, message: 'Credits lent successfully', record });
  });

  routes.delete('/delete_borrow.php', async (c) => {
    const { address: lender } = requireSession(c);
    const { id } = parseExact(deleteBorrowSchema, await jsonBody(c, z.unknown()));
    const deleted = await deps.db.transaction(async (tx) => {
      await lockKey(tx, creditsLockKey(lender));
      return tx.query('DELETE FROM borrows WHERE id = $1 AND lender = $2 RETURNING id', [String(id), lender]);
    });
    if (deleted.length === 0) throw notFound('Record not found');
    return c.json({ success: true, message: 'Record deleted successfully' });
  });

  return routes;
}
