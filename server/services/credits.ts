// Credits: partner holdings x multiplier, summed, then loans applied. Every server-side limit uses
// this; a count from the client is never trusted. Received credits count for the recipient's limits
// but cannot be lent on.
import { chainOf, type AppDeps } from '../deps.ts';
import { displayAddress, isCosmosAccount } from '../../shared/chains/account.ts';
import type { Queryable } from '../db/client.ts';
import { PARTNER_KEYS, type PartnerKey } from '../contract/partners.ts';
import type { Allowances } from '../contract/credits.ts';
import { EMAIL_FREE_COLLECTIONS, FREE_CREDITS } from '../contract/limits.ts';
import { partnersOf } from './partners.ts';
import { sumLoansOf } from '../db/queries/borrows.ts';

export interface CreditSummary {
  holdings: Record<PartnerKey, number>;
  /** False when the chain indexer could not be reached: the holdings then count as 0 but are unknown. */
  holdingsChecked: boolean;
  /** Partner collections with at least one token held. */
  ownedCollections: number;
  /** Holdings x multiplier, summed. */
  partnerCredits: number;
  lent: number;
  received: number;
  /** partnerCredits - lent + received: what `fetch.php` answers as `credits`. */
  credits: number;
  /** What may still be lent: partnerCredits - lent (received credits cannot be lent on). */
  lendable: number;
}

export async function holdingsOf(deps: AppDeps, address: string): Promise<{ holdings: Record<PartnerKey, number>; checked: boolean }> {
  const partners = partnersOf(deps);
  // Holdings belong to Cosmos accounts, asked for under the active chain's prefix.
  const owner = isCosmosAccount(address) ? displayAddress(address, chainOf(deps).bech32Prefix) : null;
  let checked = true;
  const counts = await Promise.all(
    partners.map((p) => (owner ? deps.indexer.countTokens(owner, p.contract).catch(() => ((checked = false), 0)) : 0)),
  );
  const held = new Map(partners.map((p, i) => [p.key, counts[i] ?? 0]));
  return { holdings: Object.fromEntries(PARTNER_KEYS.map((k) => [k, held.get(k) ?? 0])) as Record<PartnerKey, number>, checked };
}

/** Pass `tx` to read the loans inside a transaction that holds the owner's lock. */
export async function creditSummary(deps: AppDeps, address: string, tx: Queryable = deps.db): Promise<CreditSummary> {
  const [{ holdings, checked }, loans] = await Promise.all([holdingsOf(deps, address), sumLoansOf(tx, address)]);
  const partners = partnersOf(deps);
  const partnerCredits = partners.reduce((sum, p) => sum + holdings[p.key] * p.multiplier, 0);
  return {
    holdings,
    holdingsChecked: checked,
    ownedCollections: partners.filter((p) => holdings[p.key] > 0).length,
    partnerCredits,
    lent: loans.lent,
    received: loans.received,
    credits: partnerCredits - loans.lent + loans.received,
    lendable: Math.max(0, partnerCredits - loans.lent),
  };
}

/** Files a user may keep per collection: email users a fixed 100, wallets their credits + 100 free. */
export function fileAllowance(summary: CreditSummary, isEmailUser: boolean): number {
  return isEmailUser ? FREE_CREDITS : Math.max(0, summary.credits) + FREE_CREDITS;
}

/**
 * The files allowance of a signed-in user, from the chain and the loans as they stand now. Uploads stop
 * at it, and it is the credit cut-off: only the first this-many files of each of the user's collections
 * (in the one display order) are listed, served and exported. Pass `tx` inside a transaction.
 */
export async function fileAllowanceOf(deps: AppDeps, session: { address: string; wallet: string }, tx?: Queryable): Promise<number> {
  return fileAllowance(await creditSummary(deps, session.address, tx), session.wallet === 'email');
}

/** Collections a user may own: email users 1 free, wallets their owned partner collections + 1 free. */
export function collectionLimit(summary: CreditSummary, isEmailUser: boolean): number {
  return isEmailUser ? EMAIL_FREE_COLLECTIONS : summary.ownedCollections + 1;
}

/**
 * Every allowance the server enforces, from one summary: what `fetch.php` answers so that each screen
 * shows the figure the server will hold the user to. The renamer and the combiner follow the files rule.
 */
export function allowancesOf(summary: CreditSummary, isEmailUser: boolean): Allowances {
  const files = fileAllowance(summary, isEmailUser);
  return {
    files,
    collections: collectionLimit(summary, isEmailUser),
    renamer: files,
    combiner: files,
    lendable: isEmailUser ? 0 : summary.lendable,
  };
}
