// What "Send to a collection" needs from the collections and files screens, handed in by the route that
// mounts the combiner (a feature never imports another): their own calls, query keys and components, so
// a sent run goes through the very same upload, traits and assignment calls as a user's.
import { createContext, useContext, type ComponentType } from 'react';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Collection } from '@contract/collections';
import type { CollectionFile, OnExisting } from '@contract/files';
import type { Assignment, BatchAssignResponse, Trait, TraitValue } from '@contract/traits';

/** What one upload call reports (the files screen's UploadOutcome, the part Send reads): stored files, per-file refusals, taken names, failed batches. */
export interface UploadOutcome {
  uploaded: number;
  errors: string[];
  exists: File[];
  refused: { name: string; reason: string }[];
  skipped: number;
}

export interface SendPorts {
  /** The user's collections, for the picker (a hook: the Collections screen's query). */
  useCollections: (address: string) => Collection[];
  /** The Collections screen's create form, its fields filled with `initial`; calls back with the new collection. */
  CreateCollection: ComponentType<{
    address: string;
    onCreated: (collection: Collection) => void;
    initial?: { name: string; description: string };
  }>;
  uploadFiles: (
    collectionId: string,
    files: File[],
    onProgress: (processed: number, stored: string[]) => void,
    onExisting: OnExisting,
    /** The one-of-ones' own names, by file name, kept with the files for the metadata export. */
    tokenNames: ReadonlyMap<string, string>,
  ) => Promise<UploadOutcome>;
  listFiles: (collectionId: string) => Promise<CollectionFile[]>;
  /** The collection's traits through the files screen's query, read fresh before each change. */
  fetchTraits: (queryClient: QueryClient, collectionId: string) => Promise<Trait[]>;
  listAssignments: (collectionId: string) => Promise<Assignment[]>;
  addTrait: (collectionId: string, name: string) => Promise<{ trait: Trait }>;
  addTraitValue: (traitId: number, value: string) => Promise<{ value: TraitValue }>;
  assignBatch: (assignments: Array<{ file_id: number; value_id: number }>) => Promise<BatchAssignResponse>;
  removeValue: (fileId: number, valueId: number) => Promise<unknown>;
  /** Queries to refetch once a collection's files or traits changed (its screens and the collections list). */
  changedKeys: (collectionId: string) => QueryKey[];
}

const SendPortsContext = createContext<SendPorts | null>(null);

export const SendPortsProvider = SendPortsContext.Provider;

/** Null where no route handed the ports in: the combiner then offers no sending. */
export const useSendPorts = () => useContext(SendPortsContext);
