// Lending credits: what may be lent is computed from the chain and the borrows table under the lender's
// lock, so two loans racing each other cannot lend the same credits twice.
import { shownAddress, type AppDeps } from '../deps.ts';
import { lockKey } from '../db/client.ts';
import { conflict } from '../http-error.ts';
import { tooManyCredits, type BorrowRecord } from '../contract/borrow.ts';
import { deleteLoanOfLender, insertLoan, listLoansByLender } from '../db/queries/borrows.ts';
import { creditSummary } from './credits.ts';

/** Lending and every limit that reads the loans of one address serialise on this key. */
const creditsLockKey = (address: string) => `credits:${address}`;

export function lendCredits(deps: AppDeps, lender: string, recipient: string, credits: number): Promise<BorrowRecord> {
  return deps.db.transaction(async (tx) => {
    await lockKey(tx, creditsLockKey(lender));
    const { lendable } = await creditSummary(deps, lender, tx);
    if (credits > lendable) throw conflict(tooManyCredits(lendable));
    return shown(deps, await insertLoan(tx, { lender, recipient, credits, createdAt: deps.clock.now() }));
  });
}

/** The recipient as people see it: under the active chain's prefix. */
const shown = (deps: AppDeps, record: BorrowRecord): BorrowRecord => ({
  ...record,
  address: shownAddress(deps, record.address),
});

/** False when the loan does not exist or is not the lender's. */
export function cancelLoan(deps: AppDeps, lender: string, id: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    await lockKey(tx, creditsLockKey(lender));
    return deleteLoanOfLender(tx, id, lender);
  });
}

export const loansOf = async (deps: AppDeps, lender: string): Promise<BorrowRecord[]> =>
  (await listLoansByLender(deps.db, lender)).map((r) => shown(deps, r));
