// Requests and responses of the files endpoints (SPEC.md section 7, Files and traits).
import { z } from 'zod';

/** Database ids travel as numbers or digit strings; they are handed to SQL as strings (BIGINT-safe). */
export const idSchema = z
  .union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), z.string().regex(/^[1-9]\d{0,15}$/)])
  .transform(String);

export const collectionQuery = z.object({ collectionId: idSchema });

/** The largest page the file list asks for (page sizes are 10, 20, 50, 100). */
export const MAX_FILES_PAGE_SIZE = 100;

/** Without page and pageSize the whole list comes back (exports and batch ranges need every id). */
export const filesQuery = z.object({
  collectionId: idSchema,
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_FILES_PAGE_SIZE).optional(),
});
export type FilesQuery = z.infer<typeof filesQuery>;

export const deleteFileBody = z.object({ collectionId: idSchema, fileName: z.string().min(1).max(1000) });

export interface CollectionFile {
  id: number;
  file_name: string;
  name: string;
  creationDate: string;
}

export interface FilesResponse {
  success: true;
  files: CollectionFile[];
  /** Every file of the collection, whatever the page. */
  total: number;
  page: number;
  pageSize: number;
}

export interface CollectionDetails {
  success: true;
  id: number;
  name: string;
  description: string;
}

export interface OwnershipResponse {
  success: boolean;
  isOwner: boolean;
  message: string;
}

export interface UploadResponse {
  success: true;
  message: string;
  uploadedFiles: CollectionFile[];
}

export const UPLOAD_FIELD = 'files[]';
