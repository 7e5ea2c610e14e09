// Collections of the signed-in user (SPEC.md section 7): list, add, edit, delete. The owner is always
// the session; a foreign collection answers exactly like a missing one (404).
import { Hono, type Context } from 'hono';
import { chainOf, type AppDeps, type AppEnv, type Session } from '../deps.ts';
import { requireSession } from '../auth/require-session.ts';
import { forbidden } from '../http-error.ts';
import { formBody, jsonBody, parseWith, queryWith } from '../request-body.ts';
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

const text = (form: FormData, field: string) => {
  const value = form.get(field);
  return typeof value === 'string' ? value : undefined;
};

export function collectionsRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/api.php', async (c) => {
    const { address } = requireSession(c);
    const { id } = queryWith(c, collectionIdQuery);
    if (id) return c.json([await collectionOfOwner(deps, id, address)]);
    return c.json(await collectionsOf(deps, address));
  });

  routes.post('/api.php', async (c) => {
    const { address } = requireSession(c);
    return c.json(await collectionsOf(deps, address));
  });

  routes.post('/add_collection.php', async (c) => {
    const session = collectionsUser(c, deps);
    const form = await formBody(c);
    const fields = parseWith(collectionFields, { name: text(form, 'name'), description: text(form, 'description') });
    // The cover is optional (SPEC.md section 5): the card then shows a plain tile.
    const cover = await checkCover(form.get('coverPhoto'), false);
    const collection = await addCollection(deps, session, fields, cover);
    return c.json({ success: true, message: MESSAGES.added, collection } satisfies CollectionMutationResponse);
  });

  routes.post('/edit_collection.php', async (c) => {
    const { address } = collectionsUser(c, deps);
    const form = await formBody(c);
    const fields = parseWith(editFields, { id: text(form, 'id'), name: text(form, 'name'), description: text(form, 'description') });
    const collection = await editCollection(deps, address, fields, form.get('cover'));
    return c.json({ success: true, message: MESSAGES.updated, collection } satisfies CollectionMutationResponse);
  });

  routes.post('/delete_collection.php', async (c) => {
    const { address } = requireSession(c);
    const { id } = await jsonBody(c, deleteCollectionBody);
    await deleteCollection(deps, address, id);
    return c.json({ success: true, message: MESSAGES.deleted } satisfies CollectionMutationResponse);
  });

  return routes;
}
