// Assigning values to files, one or a batch of up to 100 in one transaction: each pair is resolved to
// its file's and value's collections and owners in one query, then every valid pair inserted in one
// statement. The file_traits primary key refuses a second value of a trait on a file.
import type { AppDeps } from '../deps.ts';
import type { Queryable } from '../db/client.ts';
import type { AssignResult } from '../contract/traits.ts';
import { insertAssignments, resolveAssignmentPairs } from '../db/queries/trait-assignments.ts';
import { fileAllowanceOf } from './credits.ts';

export const ASSIGNED = 'Trait assigned successfully';
export const NOT_FOUND = 'Not found';
export const OTHER_COLLECTION = 'The file and the trait value belong to different collections';
export const ALREADY_ASSIGNED = 'This trait already has a value on this file';

type Assigned = AssignResult & { status: 'ok' | 'missing' | 'mismatch' | 'taken' };

type Pair = { file_id: string; value_id: string };

/** Files beyond the owner's credit cut-off answer like missing ones. */
export async function assignValues(deps: AppDeps, session: { address: string; wallet: string }, pairs: Pair[]): Promise<Assigned[]> {
  const allowance = await fileAllowanceOf(deps, session);
  return deps.db.transaction((tx) => assignIn(tx, session.address, allowance, pairs));
}

async function assignIn(tx: Queryable, owner: string, allowance: number, pairs: Pair[]): Promise<Assigned[]> {
  const resolved = await resolveAssignmentPairs(tx, pairs, allowance);
  const seen = new Set<string>();
  const candidates = resolved.map((r) => {
    if (r.file_owner !== owner || !r.file_accessible || r.value_owner !== owner) return { r, status: 'missing' as const };
    if (r.file_collection !== r.value_collection) return { r, status: 'mismatch' as const };
    const key = `${r.file_id}|${r.trait_id}`;
    if (seen.has(key)) return { r, status: 'taken' as const };
    seen.add(key);
    return { r, status: 'ok' as const };
  });
  const valid = candidates.filter((c) => c.status === 'ok').map((c) => c.r);
  const done = await insertAssignments(
    tx,
    valid.map((r) => ({ file_id: r.file_id, trait_id: r.trait_id!, value_id: r.value_id })),
  );
  return candidates.map(({ r, status }) => {
    const final = status === 'ok' && !done.has(`${r.file_id}|${r.trait_id}`) ? 'taken' : status;
    const message = { ok: ASSIGNED, missing: NOT_FOUND, mismatch: OTHER_COLLECTION, taken: ALREADY_ASSIGNED }[final];
    return { file_id: Number(r.file_id), success: final === 'ok', message, status: final };
  });
}
