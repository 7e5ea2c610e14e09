// Lending credits: the lender is the session; what may be lent is computed by the server (the client's
// totalCount / totalBorrowed are ignored).
import { Hono } from 'hono';
import { z } from 'zod';
import { chainOf, type AppDeps, type AppEnv } from '../deps.ts';
import { requireSession } from '../auth/require-session.ts';
import { exactIssue } from '../request-body.ts';
import { validJson, validQuery } from '../validators.ts';
import { signedIn } from '../middleware/session-checks.ts';
import { badRequest, notFound } from '../http-error.ts';
import { creditSummary } from '../services/credits.ts';
import { cancelLoan, lendCredits, loansOf } from '../services/loans.ts';
import {
  addBorrowSchema,
  deleteBorrowSchema,
  invalidRecipient,
  recipientAccount,
  SELF_BORROW,
  type BorrowListResponse,
} from '../contract/borrow.ts';

export function borrowRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/select_borrow.php', signedIn, validQuery(z.object({ walletAdd: z.string().optional() })), async (c) => {
    const { address } = requireSession(c);
    const [records, summary] = await Promise.all([loansOf(deps, address), creditSummary(deps, address)]);
    const body: BorrowListResponse = {
      success: true,
      records,
      summary: { total: summary.partnerCredits, borrowed: summary.lent, available: summary.lendable, received: summary.received },
    };
    return c.json(body);
  });

  // The spec's texts are shown as they are: the first issue's message without its field.
  routes.post('/add_borrow.php', signedIn, validJson(addBorrowSchema, exactIssue), async (c) => {
    const { address: lender } = requireSession(c);
    const request = c.req.valid('json');
    const chain = chainOf(deps);
    const recipient = recipientAccount(chain, request.address);
    if (!recipient) throw badRequest(invalidRecipient(chain.bech32Prefix));
    if (recipient === lender) throw badRequest(SELF_BORROW);
    const record = await lendCredits(deps, lender, recipient, request.credits);
    return c.json({ success: true, message: 'Credits lent successfully', record });
  });

  routes.delete('/delete_borrow.php', signedIn, validJson(deleteBorrowSchema, exactIssue), async (c) => {
    const { address: lender } = requireSession(c);
    const { id } = c.req.valid('json');
    if (!(await cancelLoan(deps, lender, String(id)))) throw notFound('Record not found');
    return c.json({ success: true, message: 'Record deleted successfully' });
  });

  return routes;
}
