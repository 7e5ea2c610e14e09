// Assigning values to files, one or a batch of up to 100 in one transaction: each pair is resolved to
// its file's and value's collections and owners in one query, then every valid pair inserted in one
// statement. The file_traits primary key refuses a second value of a trait on a file.
import type { Queryable } from '../db/client.ts';
import type { AssignResult } from '../contract/traits.ts';

type Resolved = {
  ord: number;
  file_id: string;
  value_id: string;
  file_collection: string | null;
  file_owner: string | null;
  value_collection: string | null;
  value_owner: string | null;
  trait_id: string | null;
};

export const ASSIGNED = 'Trait assigned successfully';
export const NOT_FOUND = 'Not found';
export const OTHER_COLLECTION = 'The file and the trait value belong to different collections';
export const ALREADY_ASSIGNED = 'This trait already has a value on this file';

export async function assignValues(
  tx: Queryable,
  owner: string,
  pairs: Array<{ file_id: string; value_id: string }>,
): Promise<Array<AssignResult & { status: 'ok' | 'missing' | 'mismatch' | 'taken' }>> {
  const resolved = await tx.query<Resolved>(
    `SELECT i.ord, i.file_id::text, i.value_id::text, f.collection_id::text AS file_collection, fc.owner AS file_owner,
       t.collection_id::text AS value_collection, vc.owner AS value_owner, v.trait_id::text
     FROM unnest($1::bigint[], $2::bigint[]) WITH ORDINALITY AS i(file_id, value_id, ord)
     LEFT JOIN files f ON f.id = i.file_id LEFT JOIN collections fc ON fc.id = f.collection_id
     LEFT JOIN trait_values v ON v.id = i.value_id LEFT JOIN traits t ON t.id = v.trait_id
     LEFT JOIN collections vc ON vc.id = t.collection_id
     ORDER BY i.ord`,
    [pairs.map((p) => p.file_id), pairs.map((p) => p.value_id)],
  );
  const seen = new Set<string>();
  const candidates = resolved.map((r) => {
    if (r.file_owner !== owner || r.value_owner !== owner) return { r, status: 'missing' as const };
    if (r.file_collection !== r.value_collection) return { r, status: 'mismatch' as const };
    const key = `${r.file_id}|${r.trait_id}`;
    if (seen.has(key)) return { r, status: 'taken' as const };
    seen.add(key);
    return { r, status: 'ok' as const };
  });
  const valid = candidates.filter((c) => c.status === 'ok').map((c) => c.r);
  const inserted = await tx.query<{ file_id: string; trait_id: string }>(
    `INSERT INTO file_traits (file_id, trait_id, value_id)
     SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[])
     ON CONFLICT (file_id, trait_id) DO NOTHING RETURNING file_id::text, trait_id::text`,
    [valid.map((r) => r.file_id), valid.map((r) => r.trait_id), valid.map((r) => r.value_id)],
  );
  const done = new Set(inserted.map((r) => `${r.file_id}|${r.trait_id}`));
  return candidates.map(({ r, status }) => {
    const final = status === 'ok' && !done.has(`${r.file_id}|${r.trait_id}`) ? 'taken' : status;
    const message = { ok: ASSIGNED, missing: NOT_FOUND, mismatch: OTHER_COLLECTION, taken: ALREADY_ASSIGNED }[final];
    return { file_id: Number(r.file_id), success: final === 'ok', message, status: final };
  });
}
