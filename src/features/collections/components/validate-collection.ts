import { collectionFields, MESSAGES } from '@contract/collections';
import type { CollectionInput } from '../api/mutations';

/** The first problem with the form, in the same words the server would use; null when it may be sent. */
export function validateCollection(input: CollectionInput, coverRequired: boolean): string | null {
  const parsed = collectionFields.safeParse({ name: input.name, description: input.description });
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Invalid collection';
  if (!input.cover) return coverRequired ? MESSAGES.coverRequired : null;
  return input.cover.type.startsWith('image/') ? null : MESSAGES.coverNotImage;
}
