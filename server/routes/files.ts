// Files of a collection: details and ownership for the files screen, the paged list, uploads, deletion,
// and the images themselves (owner only). Every collection id is checked against the session's owner.
// The list and the images stop at the owner's credit cut-off (fileAllowanceOf); `total` counts every
// stored file so the screen can say how many are out of reach. Deleting works on any stored file.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireSession } from '../auth/require-session.ts';
import { jsonBody, parseWith, queryWith } from '../request-body.ts';
import { notFound } from '../http-error.ts';
import { collectionQuery, deleteFileBody, filesQuery, type FilesResponse } from '../contract/files.ts';
import { ownedCollection } from '../services/collection-files.ts';
import { fileAllowanceOf } from '../services/credits.ts';
import { findCollectionOfOwner } from '../db/queries/collections.ts';
import { countFiles, deleteFileByName, findAccessibleFile, listAccessibleFiles } from '../db/queries/files.ts';

export function filesRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/get_collection.php', async (c) => {
    const { collectionId } = queryWith(c, collectionQuery);
    const collection = await ownedCollection(deps.db, collectionId, requireSession(c).address);
    return c.json({ success: true, id: collection.id, name: collection.name, description: collection.description });
  });

  routes.get('/check_ownership.php', async (c) => {
    const { collectionId } = queryWith(c, collectionQuery);
    const isOwner = !!(await findCollectionOfOwner(deps.db, collectionId, requireSession(c).address));
    return c.json({
      success: true,
      isOwner,
      message: isOwner ? 'Ownership verified' : 'You do not have permission to view this collection',
    });
  });

  routes.get('/get_files.php', async (c) => {
    const query = queryWith(c, filesQuery);
    const session = requireSession(c);
    await ownedCollection(deps.db, query.collectionId, session.address);
    const [total, allowance] = await Promise.all([countFiles(deps.db, query.collectionId), fileAllowanceOf(deps, session)]);
    const paged = query.page !== undefined || query.pageSize !== undefined;
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? (paged ? 10 : Math.max(total, 1));
    const scope = paged ? { limit: pageSize, offset: (page - 1) * pageSize } : undefined;
    const files = await listAccessibleFiles(deps.db, query.collectionId, allowance, scope);
    return c.json({ success: true, files, total, page, pageSize } satisfies FilesResponse);
  });

  routes.post('/delete_file.php', async (c) => {
    const session = requireSession(c);
    const { collectionId, fileName } = await jsonBody(c, deleteFileBody);
    await ownedCollection(deps.db, collectionId, session.address);
    const key = await deleteFileByName(deps.db, collectionId, fileName);
    if (!key) throw notFound('File not found');
    // The row goes first: a failed unlink leaves an unreachable file, never a row without its bytes.
    await deps.storage.delete(key).catch(() => undefined);
    return c.json({ success: true, message: 'File deleted successfully' });
  });

  routes.get('/uploads/collections/:address/:collectionId/:fileName', async (c) => {
    const session = requireSession(c);
    const { address, fileName } = c.req.param();
    const { collectionId } = parseWith(collectionQuery, { collectionId: c.req.param('collectionId') });
    if (address !== session.address) throw notFound();
    const allowance = await fileAllowanceOf(deps, session);
    const row = await findAccessibleFile(deps.db, { collectionId, owner: session.address, fileName, allowance });
    const stored = row && (await deps.storage.open(row.storage_key));
    if (!row || !stored) throw notFound();
    return c.body(stored.stream, 200, {
      'Content-Type': row.content_type,
      'Content-Length': String(stored.size),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, max-age=3600',
      'Content-Disposition': 'inline',
    });
  });

  return routes;
}
