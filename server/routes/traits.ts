// Traits of a collection, their values, and their assignment to files. Every id (collection, trait,
// value, file) is followed to its owner: foreign or missing answers 404 and changes nothing. Files
// beyond the owner's credit cut-off count as missing: their assignments are neither listed nor changed.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireSession } from '../auth/require-session.ts';
import { jsonBody, queryWith } from '../request-body.ts';
import { badRequest, conflict, notFound } from '../http-error.ts';
import {
  addTraitBody,
  addValueBody,
  assignBody,
  assignedQuery,
  deleteTraitBody,
  deleteValueBody,
  removeAssignmentBody,
  traitsQuery,
  type BatchAssignResponse,
} from '../contract/traits.ts';
import { ownedCollection } from '../services/collection-files.ts';
import {
  deleteOwnedTrait,
  deleteTraitValue,
  findOwnedTrait,
  findOwnedValue,
  insertTrait,
  insertTraitValue,
  listTraitsOfCollection,
} from '../db/queries/traits.ts';
import { deleteOwnedAssignment, listAssignmentsOfCollection } from '../db/queries/trait-assignments.ts';
import { assignValues } from '../services/trait-assign.ts';
import { fileAllowanceOf } from '../services/credits.ts';

export function traitsRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/get_traits.php', async (c) => {
    const { collectionId } = queryWith(c, traitsQuery);
    await ownedCollection(deps.db, collectionId, requireSession(c).address);
    return c.json({ success: true, traits: await listTraitsOfCollection(deps.db, collectionId) });
  });

  routes.get('/get_assigned_traits.php', async (c) => {
    const { collectionId, page, pageSize } = queryWith(c, assignedQuery);
    const session = requireSession(c);
    await ownedCollection(deps.db, collectionId, session.address);
    const size = pageSize ?? 10;
    const scope = page !== undefined || pageSize !== undefined ? { limit: size, offset: ((page ?? 1) - 1) * size } : undefined;
    const allowance = await fileAllowanceOf(deps, session);
    return c.json({ success: true, assignments: await listAssignmentsOfCollection(deps.db, collectionId, allowance, scope) });
  });

  routes.post('/add_main_trait.php', async (c) => {
    const session = requireSession(c);
    const body = await jsonBody(c, addTraitBody);
    await ownedCollection(deps.db, body.collection_id, session.address);
    const now = deps.clock.now();
    const id = await insertTrait(deps.db, { collectionId: body.collection_id, name: body.trait_name, createdAt: now });
    if (id === null) throw conflict('A trait with this name already exists');
    const trait = { id, trait_name: body.trait_name, creationDate: now.toISOString(), values: [] };
    return c.json({ success: true, message: 'Main trait added successfully', trait });
  });

  routes.post('/add_trait_value.php', async (c) => {
    const session = requireSession(c);
    const body = await jsonBody(c, addValueBody);
    if (!(await findOwnedTrait(deps.db, body.main_trait_id, session.address))) throw notFound('Trait not found');
    const id = await insertTraitValue(deps.db, body.main_trait_id, body.value);
    if (id === null) throw conflict('This trait already has this value');
    return c.json({ success: true, message: 'Trait value added successfully', value: { id, value: body.value } });
  });

  routes.post('/del_main_trait.php', async (c) => {
    const session = requireSession(c);
    const { trait_id } = await jsonBody(c, deleteTraitBody);
    if (!(await deleteOwnedTrait(deps.db, trait_id, session.address))) throw notFound('Trait not found');
    return c.json({ success: true, message: 'Main trait deleted successfully' });
  });

  routes.post('/del_trait_value.php', async (c) => {
    const session = requireSession(c);
    const { value_id } = await jsonBody(c, deleteValueBody);
    if (!(await findOwnedValue(deps.db, value_id, session.address))) throw notFound('Trait value not found');
    await deleteTraitValue(deps.db, value_id);
    return c.json({ success: true, message: 'Trait value deleted successfully' });
  });

  routes.post('/trait_to_file.php', async (c) => {
    const session = requireSession(c);
    const body = await jsonBody(c, assignBody);
    if ('assignments' in body) {
      const results = await assignValues(deps, session, body.assignments);
      const successful = results.filter((r) => r.success).length;
      const failed = results.length - successful;
      const response: BatchAssignResponse = {
        success: failed === 0,
        message: `Batch assignment completed: ${successful} successful, ${failed} failed`,
        successful,
        failed,
        results: results.map(({ file_id, success, message }) => ({ file_id, success, message })),
      };
      return c.json(response);
    }
    const [result] = await assignValues(deps, session, [body]);
    if (!result || result.status === 'missing') throw notFound('File or trait value not found');
    if (result.status === 'mismatch') throw badRequest(result.message);
    if (result.status === 'taken') throw conflict(result.message);
    return c.json({ success: true, message: result.message });
  });

  routes.post('/remove_trait_from_file.php', async (c) => {
    const session = requireSession(c);
    const { file_id, value_id } = await jsonBody(c, removeAssignmentBody);
    const allowance = await fileAllowanceOf(deps, session);
    const removed = await deleteOwnedAssignment(deps.db, { fileId: file_id, valueId: value_id, owner: session.address, allowance });
    if (!removed) throw notFound('Assigned trait not found');
    return c.json({ success: true, message: 'Trait removed successfully' });
  });

  return routes;
}
