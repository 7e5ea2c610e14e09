// The state-changing calls of the files screen. Each answers the server's message for the toast.
import type { z } from 'zod';
import { sendJson } from '@/lib/get-json';
import { addTraitResponseSchema, addValueResponseSchema, batchAssignResponseSchema } from '@contract/traits';
import { messageResponseSchema } from '@contract/message';

const post = <S extends z.ZodType>(path: string, json: unknown, schema: S) => sendJson('post', path, { json }, schema);
const postDone = (path: string, json: unknown) => post(path, json, messageResponseSchema);

export const addTrait = (collectionId: string, traitName: string) =>
  post(
    'add_main_trait.php',
    { collection_id: collectionId, trait_name: traitName, creationDate: new Date().toISOString() },
    addTraitResponseSchema,
  );
export const addTraitValue = (traitId: number, value: string) =>
  post('add_trait_value.php', { main_trait_id: traitId, value }, addValueResponseSchema);
export const deleteTrait = (traitId: number) => postDone('del_main_trait.php', { trait_id: traitId });
export const deleteTraitValue = (valueId: number) => postDone('del_trait_value.php', { value_id: valueId });
export const assignValue = (fileId: number, valueId: number) => postDone('trait_to_file.php', { file_id: fileId, value_id: valueId });
export const removeValue = (fileId: number, valueId: number) =>
  postDone('remove_trait_from_file.php', { file_id: fileId, value_id: valueId });
export const assignBatch = (assignments: Array<{ file_id: number; value_id: number }>) =>
  post('trait_to_file.php', { assignments }, batchAssignResponseSchema);
export const deleteFile = (collectionId: string, fileName: string) => postDone('delete_file.php', { collectionId, fileName });
