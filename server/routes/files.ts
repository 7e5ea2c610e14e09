// Files of a collection: details and ownership for the files screen, the paged list, uploads, deletion,
// and the images themselves (owner only). Every collection id is checked against the session's owner.
// The list and the images stop at the owner's credit cut-off (fileAllowanceOf); `total` counts every
// stored file so the screen can say how many are out of reach. Deleting works on any stored file.
import { canonicalAddress } from '../auth/canonical-address.ts';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireSession } from '../auth/require-session.ts';
import { validJson, validParams, validQuery } from '../validators.ts';
import { signedIn } from '../middleware/session-checks.ts';
import { notFound } from '../http-error.ts';
import { collectionQuery, deleteFileBody, fileParams, filesQuery, type FilesResponse } from '../contract/files.ts';
import { deleteFile, filesOf, openAccessibleFile, ownedCollection, ownsCollection } from '../services/collection-files.ts';

export function filesRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/get_collection.php', validQuery(collectionQuery), async (c) => {
    const { collectionId } = c.req.valid('query');
    const collection = await ownedCollection(deps.db, collectionId, requireSession(c).address);
    return c.json({ success: true, id: collection.id, name: collection.name, description: collection.description });
  });

  routes.get('/check_ownership.php', validQuery(collectionQuery), async (c) => {
    const { collectionId } = c.req.valid('query');
    const isOwner = await ownsCollection(deps, collectionId, requireSession(c).address);
    return c.json({
      success: true,
      isOwner,
      message: isOwner ? 'Ownership verified' : 'You do not have permission to view this collection',
    });
  });

  routes.get('/get_files.php', validQuery(filesQuery), async (c) => {
    const query = c.req.valid('query');
    const session = requireSession(c);
    const { files, total, page, pageSize } = await filesOf(deps, session, query.collectionId, query);
    return c.json({ success: true, files, total, page, pageSize } satisfies FilesResponse);
  });

  routes.post('/delete_file.php', signedIn, validJson(deleteFileBody), async (c) => {
    const session = requireSession(c);
    const { collectionId, fileName } = c.req.valid('json');
    await deleteFile(deps, session.address, collectionId, fileName);
    return c.json({ success: true, message: 'File deleted successfully' });
  });

  routes.get('/uploads/collections/:address/:collectionId/:fileName', signedIn, validParams(fileParams), async (c) => {
    const session = requireSession(c);
    const { address, collectionId, fileName } = c.req.valid('param');
    // The SPA names the owner as it shows it (the active chain's prefix); the row's owner decides.
    if (canonicalAddress(address) !== session.address) throw notFound();
    const { stored, type } = await openAccessibleFile(deps, session, collectionId, fileName);
    return c.body(stored.stream, 200, {
      'Content-Type': type,
      'Content-Length': String(stored.size),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, max-age=3600',
      'Content-Disposition': 'inline',
    });
  });

  return routes;
}
