// The collections and files screens' own calls, keys and form, handed to the combiner's "Send to a
// collection" (features do not import each other; the route composes them).
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SendPortsProvider, type SendPorts } from '../features/combiner/send/send-ports';
import { collectionsQueryOptions } from '../features/collections/api/collections';
import { CreateCollectionForm } from '../features/collections/components/create-collection-form';
import { filesKeys } from '../features/files/api/collection-access';
import { fetchAllAssignments, fetchAllFiles } from '../features/files/api/files-page';
import { addTrait, addTraitValue, assignBatch, removeValue } from '../features/files/api/trait-calls';
import { traitsQueryOptions } from '../features/files/api/traits';
import { uploadFiles } from '../features/files/api/upload-files';

const ports: SendPorts = {
  useCollections: (address) => useQuery(collectionsQueryOptions(address)).data ?? [],
  CreateCollection: CreateCollectionForm,
  uploadFiles,
  listFiles: async (collectionId) => (await fetchAllFiles(collectionId)).files,
  fetchTraits: (queryClient, collectionId) => queryClient.fetchQuery({ ...traitsQueryOptions(collectionId), staleTime: 0 }),
  listAssignments: fetchAllAssignments,
  addTrait,
  addTraitValue,
  assignBatch,
  removeValue,
  changedKeys: (collectionId) => [filesKeys.all(collectionId), ['collections']],
};

export const WithSendPorts = ({ children }: { children: ReactNode }) => <SendPortsProvider value={ports}>{children}</SendPortsProvider>;
