// Traits of a collection, their values, and their assignment to files (services/traits.ts and
// services/trait-assign.ts follow every id to its owner: foreign or missing answers 404).
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireSession } from '../auth/require-session.ts';
import { validJson, validQuery } from '../validators.ts';
import { signedIn } from '../middleware/session-checks.ts';
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

  routes.get('/get_traits.php', validQuery(traitsQuery), async (c) => {
    const { collectionId } = c.req.valid('query');
    return c.json({ success: true, traits: await traitsOf(deps, requireSession(c).address, collectionId) });
  });

  routes.get('/get_assigned_traits.php', validQuery(assignedQuery), async (c) => {
    const { collectionId, page, pageSize } = c.req.valid('query');
    const session = requireSession(c);
    const size = pageSize ?? 10;
    const scope = page !== undefined || pageSize !== undefined ? { limit: size, offset: ((page ?? 1) - 1) * size } : undefined;
    return c.json({ success: true, assignments: await assignmentsOf(deps, session, collectionId, scope) });
  });

  routes.post('/add_main_trait.php', signedIn, validJson(addTraitBody), async (c) => {
    const session = requireSession(c);
    const body = c.req.valid('json');
    const trait = await addTrait(deps, session.address, body.collection_id, body.trait_name);
    return c.json({ success: true, message: 'Main trait added successfully', trait });
  });

  routes.post('/add_trait_value.php', signedIn, validJson(addValueBody), async (c) => {
    const session = requireSession(c);
    const body = c.req.valid('json');
    const value = await addTraitValue(deps, session.address, body.main_trait_id, body.value);
    return c.json({ success: true, message: 'Trait value added successfully', value });
  });

  routes.post('/del_main_trait.php', signedIn, validJson(deleteTraitBody), async (c) => {
    const session = requireSession(c);
    const { trait_id } = c.req.valid('json');
    await deleteTrait(deps, session.address, trait_id);
    return c.json({ success: true, message: 'Main trait deleted successfully' });
  });

  routes.post('/del_trait_value.php', signedIn, validJson(deleteValueBody), async (c) => {
    const session = requireSession(c);
    const { value_id } = c.req.valid('json');
    await deleteValue(deps, session.address, value_id);
    return c.json({ success: true, message: 'Trait value deleted successfully' });
  });

  routes.post('/trait_to_file.php', signedIn, validJson(assignBody), async (c) => {
    const session = requireSession(c);
    const body = c.req.valid('json');
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

  routes.post('/remove_trait_from_file.php', signedIn, validJson(removeAssignmentBody), async (c) => {
    const session = requireSession(c);
    const { file_id, value_id } = c.req.valid('json');
    await removeAssignment(deps, session, file_id, value_id);
    return c.json({ success: true, message: 'Trait removed successfully' });
  });

  return routes;
}
