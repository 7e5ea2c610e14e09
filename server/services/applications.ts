// Submitting an application: each owner has a small cap so the public list cannot be flooded; the count
// and the insert run under the owner's lock so parallel submissions cannot pass it together.
import type { AppDeps } from '../deps.ts';
import { lockKey } from '../db/client.ts';
import { conflict } from '../http-error.ts';
import { APPLICATIONS_PER_OWNER } from '../contract/limits.ts';
import { countApplicationsByOwner, insertApplication, listApplications } from '../db/queries/applications.ts';
import type { Application } from '../contract/applications.ts';

export function submitApplication(deps: AppDeps, owner: string, fields: { name: string; twitter: string }): Promise<number> {
  return deps.db.transaction(async (tx) => {
    await lockKey(tx, `applications:${owner}`);
    if ((await countApplicationsByOwner(tx, owner)) >= APPLICATIONS_PER_OWNER) {
      throw conflict(`You can submit at most ${APPLICATIONS_PER_OWNER} applications`);
    }
    return insertApplication(tx, { owner, ...fields, createdAt: deps.clock.now() });
  });
}

/** The public list, newest first; `mine` marks the viewer's own. */
export const applicationsFor = (deps: AppDeps, viewer: string | null): Promise<Application[]> => listApplications(deps.db, viewer);
