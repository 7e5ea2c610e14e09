// Cosmos addresses used to be stored as `stars1...` strings, which no longer sign in once a deployment
// moves to the Cosmos Hub (`cosmos1...` for the same key). Every column that holds an identity now holds
// the account form (shared/chains/account.ts); EVM, Solana and email-user addresses stay as they are.
// Only well-formed bech32 addresses change, so running it again changes nothing.
import type { Queryable } from '../client.ts';
import { cosmosAccountOf } from '../../../shared/chains/account.ts';

/** Every table and column that holds an address (owner, lender, recipient, author, voter, ...). */
export const ADDRESS_COLUMNS = [
  ['sessions', 'address'],
  ['auth_challenges', 'address'],
  ['collections', 'owner'],
  ['borrows', 'lender'],
  ['borrows', 'recipient'],
  ['tickets', 'owner'],
  ['ticket_replies', 'author'],
  ['applications', 'owner'],
  ['proposals', 'created_by'],
  ['votes', 'voter'],
] as const;

/** Cheap pre-filter in SQL: prefix, separator, at least 38 bech32 characters. */
const BECH32_LIKE = '^[a-z]{1,83}1[02-9ac-hj-np-z]{38,}$';

export async function cosmosAccounts(tx: Queryable): Promise<void> {
  for (const [table, column] of ADDRESS_COLUMNS) {
    const rows = await tx.query<{ v: string }>(`SELECT DISTINCT ${column} AS v FROM ${table} WHERE ${column} ~ $1`, [BECH32_LIKE]);
    const pairs = rows.flatMap(({ v }) => {
      const account = cosmosAccountOf(v);
      return account ? [[v, account] as const] : [];
    });
    if (pairs.length === 0) continue;
    const olds = pairs.map(([old]) => old);
    const accounts = pairs.map(([, account]) => account);
    // One account has one vote per proposal: a vote already cast under the account form stays.
    if (table === 'votes')
      await tx.query(
        `DELETE FROM votes v USING unnest($1::text[], $2::text[]) AS m(old, account)
         WHERE v.voter = m.old AND EXISTS (SELECT 1 FROM votes w WHERE w.proposal_id = v.proposal_id AND w.voter = m.account)`,
        [olds, accounts],
      );
    await tx.query(
      `UPDATE ${table} t SET ${column} = m.account FROM unnest($1::text[], $2::text[]) AS m(old, account) WHERE t.${column} = m.old`,
      [olds, accounts],
    );
  }
}
