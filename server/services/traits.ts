// Traits of a collection, their values, and assignments removed from files. Every id (collection, trait,
// value, file) is followed to its owner: foreign or missing is 404 and changes nothing. Files beyond the
// owner's credit cut-off count as missing: their assignments are neither listed nor changed.
import type { AppDeps, Session } from '../deps.ts';
import { conflict, notFound } from '../http-error.ts';
import type { Trait } from '../contract/traits.ts';
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
import { ownedCollection } from './collection-files.ts';
import { fileAllowanceOf } from './credits.ts';

type Page = { limit: number; offset: number } | undefined;

export async function traitsOf(deps: AppDeps, owner: string, collectionId: string): Promise<Trait[]> {
  await ownedCollection(deps.db, collectionId, owner);
  return listTraitsOfCollection(deps.db, collectionId);
}

/** The assignments of the accessible files (one page of them, or all). */
export async function assignmentsOf(deps: AppDeps, session: Session, collectionId: string, page: Page) {
  await ownedCollection(deps.db, collectionId, session.address);
  const allowance = await fileAllowanceOf(deps, session);
  return listAssignmentsOfCollection(deps.db, collectionId, allowance, page);
}

export async function addTrait(deps: AppDeps, owner: string, collectionId: string, name: string): Promise<Trait> {
  await ownedCollection(deps.db, collectionId, owner);
  const now = deps.clock.now();
  const id = await insertTrait(deps.db, { collectionId, name, createdAt: now });
  if (id === null) throw conflict('A trait with this name already exists');
  return { id, trait_name: name, creationDate: now.toISOString(), values: [] };
}

export async function addTraitValue(deps: AppDeps, owner: string, traitId: string, value: string): Promise<{ id: number; value: string }> {
  if (!(await findOwnedTrait(deps.db, traitId, owner))) throw notFound('Trait not found');
  const id = await insertTraitValue(deps.db, traitId, value);
  if (id === null) throw conflict('This trait already has this value');
  return { id, value };
}

export async function deleteTrait(deps: AppDeps, owner: string, traitId: string): Promise<void> {
  if (!(await deleteOwnedTrait(deps.db, traitId, owner))) throw notFound('Trait not found');
}

export async function deleteValue(deps: AppDeps, owner: string, valueId: string): Promise<void> {
  if (!(await findOwnedValue(deps.db, valueId, owner))) throw notFound('Trait value not found');
  await deleteTraitValue(deps.db, valueId);
}

export async function removeAssignment(deps: AppDeps, session: Session, fileId: string, valueId: string): Promise<void> {
  const allowance = await fileAllowanceOf(deps, session);
  const removed = await deleteOwnedAssignment(deps.db, { fileId, valueId, owner: session.address, allowance });
  if (!removed) throw notFound('Assigned trait not found');
}
