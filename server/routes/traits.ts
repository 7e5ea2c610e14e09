// Traits of a collection, their values, and their assignment to files (services/traits.ts and
// services/trait-assign.ts follow every id to its owner: foreign or missing answers 404).
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
import { assignValues } from '../services/trait-assign.ts';
import { addTrait, addTraitValue, assignmentsOf, deleteTrait, deleteValue, removeAssignment, traitsOf } from '../services/traits.ts';

export function traitsRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/get_traits.php', async (c) => {
    const { collectionId } = queryWith(c, traitsQuery);
    return c.json({ success: true, traits: await traitsOf(deps, requireSession(c).address, collectionId) });
  });

  routes.get('/get_assigned_traits.php', async (c) => {
    const { collectionId, page, pageSize } = queryWith(c, assignedQuery);
    const session = requireSession(c);
    const size = pageSize ?? 10;
    const scope = page !== undefined || pageSize !== undefined ? { limit: size, offset: ((page ?? 1) - 1) * size } : undefined;
    return c.json({ success: true, assignments: await assignmentsOf(deps, session, collectionId, scope) });
  });

  routes.post('/add_main_trait.php', async (c) => {
    const session = requireSession(c);
    const body = await jsonBody(c, addTraitBody);
    const trait = await addTrait(deps, session.address, body.collection_id, body.trait_name);
    return c.json({ success: true, message: 'Main trait added successfully', trait });
  });

  routes.post('/add_trait_value.php', async (c) => {
    const session = requireSession(c);
    const body = await jsonBody(c, addValueBody);
    const value = await addTraitValue(deps, session.address, body.main_trait_id, body.value);
    return c.json({ success: true, message: 'Trait value added successfully', value });
  });

  routes.post('/del_main_trait.php', async (c) => {
    const session = requireSession(c);
    const { trait_id } = await jsonBody(c, deleteTraitBody);
    await deleteTrait(deps, session.address, trait_id);
    return c.json({ success: true, message: 'Main trait deleted successfully' });
  });

  routes.post('/del_trait_value.php', async (c) => {
    const session = requireSession(c);
    const { value_id } = await jsonBody(c, deleteValueBody);
    await deleteValue(deps, session.address, value_id);
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
    await removeAssignment(deps, session, file_id, value_id);
    return c.json({ success: true, message: 'Trait removed successfully' });
  });

  return routes;
}
