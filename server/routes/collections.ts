// Collections of the signed-in user (SPEC.md section 7): list, add, edit, delete. The owner is always
// the session; a foreign collection answers exactly like a missing one (404).
import { Hono, type Context } from 'hono';
import { chainOf, type AppDeps, type AppEnv, type Session } from '../deps.ts';
import { requireSession } from '../auth/require-session.ts';
import { forbidden } from '../http-error.ts';
import { validForm, validJson, validQuery } from '../validators.ts';
import { checkFirst, signedIn } from '../middleware/session-checks.ts';
import { isCosmosAccount } from '../../shared/chains/account.ts';
import {
  collectionFields,
  collectionIdQuery,
  deleteCollectionBody,
  editFields,
  MESSAGES,
  onlyChainOrEmail,
  type CollectionMutationResponse,
} from '../contract/collections.ts';
import { checkCover } from '../services/collection-covers.ts';
import { addCollection, collectionOfOwner, collectionsOf, deleteCollection, editCollection, isEmailUser } from '../services/collections.ts';

function collectionsUser(c: Context<AppEnv>, deps: AppDeps): Session {
  const session = requireSession(c);
  if (!isEmailUser(session) && !isCosmosAccount(session.address)) throw forbidden(onlyChainOrEmail(chainOf(deps).name));
  return session;
}

export function collectionsRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const collectionsUserFirst = checkFirst((c) => collectionsUser(c, deps));

  routes.get('/api.php', signedIn, validQuery(collectionIdQuery), async (c) => {
    const { address } = requireSession(c);
    const { id } = c.req.valid('query');
    if (id) return c.json([await collectionOfOwner(deps, id, address)]);
    return c.json(await collectionsOf(deps, address));
  });

  routes.post('/api.php', async (c) => {
    const { address } = requireSession(c);
    return c.json(await collectionsOf(deps, address));
  });

  routes.post('/add_collection.php', collectionsUserFirst, validForm(collectionFields), async (c) => {
    const session = collectionsUser(c, deps);
    const form = await c.req.formData();
    const fields = c.req.valid('form');
    // The cover is optional (SPEC.md section 5): the card then shows a plain tile.
    const cover = await checkCover(form.get('coverPhoto'), false);
    const collection = await addCollection(deps, session, fields, cover);
    return c.json({ success: true, message: MESSAGES.added, collection } satisfies CollectionMutationResponse);
  });

  routes.post('/edit_collection.php', collectionsUserFirst, validForm(editFields), async (c) => {
    const { address } = collectionsUser(c, deps);
    const form = await c.req.formData();
    const fields = c.req.valid('form');
    const collection = await editCollection(deps, address, fields, form.get('cover'));
    return c.json({ success: true, message: MESSAGES.updated, collection } satisfies CollectionMutationResponse);
  });

  routes.post('/delete_collection.php', signedIn, validJson(deleteCollectionBody), async (c) => {
    const { address } = requireSession(c);
    const { id } = c.req.valid('json');
    await deleteCollection(deps, address, id);
    return c.json({ success: true, message: MESSAGES.deleted } satisfies CollectionMutationResponse);
  });

  return routes;
}
