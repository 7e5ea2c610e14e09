// The state-changing calls of the files screen. Each answers the server's message for the toast.
import { api } from '../../../lib/api-client';
import type { BatchAssignResponse, Trait, TraitValue } from '../../../../server/contract/traits';

interface Done {
  success: boolean;
  message: string;
}

const post = <T = Done>(path: string, json: unknown) => api.post(path, { json }).json<T>();

export const addTrait = (collectionId: string, traitName: string) =>
  post<Done & { trait: Trait }>('add_main_trait.php', {
    collection_id: collectionId,
    trait_name: traitName,
    creationDate: new Date().toISOString(),
  });
export const addTraitValue = (traitId: number, value: string) =>
  post<Done & { value: TraitValue }>('add_trait_value.php', { main_trait_id: traitId, value });
export const deleteTrait = (traitId: number) => post('del_main_trait.php', { trait_id: traitId });
export const deleteTraitValue = (valueId: number) => post('del_trait_value.php', { value_id: valueId });
export const assignValue = (fileId: number, valueId: number) => post('trait_to_file.php', { file_id: fileId, value_id: valueId });
export const removeValue = (fileId: number, valueId: number) => post('remove_trait_from_file.php', { file_id: fileId, value_id: valueId });
export const assignBatch = (assignments: Array<{ file_id: number; value_id: number }>) =>
  post<BatchAssignResponse>('trait_to_file.php', { assignments });
export const deleteFile = (collectionId: string, fileName: string) => post('delete_file.php', { collectionId, fileName });
