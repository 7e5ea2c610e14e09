// Loans of credits between addresses (the borrows table).
import type { Queryable } from '../client.ts';
import type { BorrowRecord } from '../../contract/borrow.ts';

type LoanRow = { id: string; recipient: string; credits: number; created_at: Date };

const toRecord = (r: LoanRow): BorrowRecord => ({
  id: Number(r.id),
  address: r.recipient,
  credits: r.credits,
  created_at: new Date(r.created_at).toISOString(),
});

/** What the lender has lent, newest first. */
export async function listLoansByLender(db: Queryable, lender: string): Promise<BorrowRecord[]> {
  const rows = await db.query<LoanRow>(
    'SELECT id, recipient, credits, created_at FROM borrows WHERE lender = $1 ORDER BY created_at DESC, id DESC',
    [lender],
  );
  return rows.map(toRecord);
}

export async function insertLoan(
  db: Queryable,
  loan: { lender: string; recipient: string; credits: number; createdAt: Date },
): Promise<BorrowRecord> {
  const [row] = await db.query<LoanRow>(
    'INSERT INTO borrows (lender, recipient, credits, created_at) VALUES ($1, $2, $3, $4) RETURNING id, recipient, credits, created_at',
    [loan.lender, loan.recipient, loan.credits, loan.createdAt],
  );
  return toRecord(row!);
}

/** False when the loan does not exist or is someone else's. */
export async function deleteLoanOfLender(db: Queryable, id: string, lender: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM borrows WHERE id = $1 AND lender = $2 RETURNING id', [id, lender]);
  return rows.length > 0;
}

/** Credits the address has lent out and received, summed. */
export async function sumLoansOf(db: Queryable, address: string): Promise<{ lent: number; received: number }> {
  const [row] = await db.query<{ lent: string | number; received: string | number }>(
    `SELECT
       COALESCE((SELECT SUM(credits) FROM borrows WHERE lender = $1), 0) AS lent,
       COALESCE((SELECT SUM(credits) FROM borrows WHERE recipient = $1), 0) AS received`,
    [address],
  );
  return { lent: Number(row?.lent ?? 0), received: Number(row?.received ?? 0) };
}
