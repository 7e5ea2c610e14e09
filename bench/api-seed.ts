// The API benches' database: 1 000 users with a session each, 5 000 collections, 100 000 files,
// inserted by SQL in a few statements. Users are stored as the server stores a Cosmos account
// (`cosmos-` + the account bytes in hex), so their partner holdings count.
import type { Db } from '../server/db/client.ts';

export const USERS = 1_000;
export const COLLECTIONS = 5_000;
export const FILES = 100_000;
const sessionId = (user: number) => `bench-session-${user}`;
const xsrf = (user: number) => `bench-xsrf-${user}`;

export async function seed(db: Db): Promise<void> {
  const perUser = COLLECTIONS / USERS;
  const perCollection = FILES / COLLECTIONS;
  await db.query(
    `INSERT INTO sessions (id_hash, address, wallet, email, xsrf_token, created_at, last_seen_at, expires_at)
     SELECT encode(sha256(convert_to('bench-session-' || g, 'UTF8')), 'hex'), 'cosmos-' || lpad(to_hex(g), 40, '0'), 'keplr', NULL,
            'bench-xsrf-' || g, now(), now(), now() + interval '1 day'
     FROM generate_series(1, $1::int) g`,
    [USERS],
  );
  await db.query(
    `INSERT INTO collections (owner, name, description, created_at)
     SELECT 'cosmos-' || lpad(to_hex(((g - 1) / $2::int) + 1), 40, '0'), 'Collection ' || g, 'Seeded', now()
     FROM generate_series(1, $1::int) g`,
    [COLLECTIONS, perUser],
  );
  await db.query(
    `INSERT INTO files (collection_id, file_name, storage_key, content_type, size, created_at)
     SELECT ((g - 1) / $2::int) + 1, (((g - 1) % $2::int) + 1) || '.png', 'collections/seed/' || g || '.png', 'image/png', 1000, now()
     FROM generate_series(1, $1::int) g`,
    [FILES, perCollection],
  );
}

/** The headers of seeded user `user`'s session (cookie and XSRF token). */
export const sessionHeaders = (user: number) => ({
  cookie: `tf_session=${sessionId(user)}; XSRF-TOKEN=${xsrf(user)}`,
  'x-xsrf-token': xsrf(user),
});
