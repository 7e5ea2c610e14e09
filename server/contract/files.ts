// Requests and responses of the files endpoints (SPEC.md section 7, Files and traits).
import { z } from 'zod';
import { NAME_MAX } from './limits.ts';

/** Database ids travel as numbers or digit strings; they are handed to SQL as strings (BIGINT-safe). */
export const idSchema = z
  .union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), z.string().regex(/^[1-9]\d{0,15}$/)])
  .transform(String);

export const collectionQuery = z.object({ collectionId: idSchema });
/** The path of a stored image: `/uploads/collections/:address/:collectionId/:fileName`. */
export const fileParams = collectionQuery.extend({ address: z.string(), fileName: z.string() });

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

const collectionFileSchema = z.object({
  id: z.number(),
  file_name: z.string(),
  name: z.string(),
  creationDate: z.string(),
  /** The file's own token name (a one-of-one's), or null: its metadata then says `<collection> #<n>`. */
  tokenName: z.string().nullable(),
});
export type CollectionFile = z.infer<typeof collectionFileSchema>;

export const filesResponseSchema = z.object({
  success: z.literal(true),
  files: z.array(collectionFileSchema),
  /** Every file of the collection, whatever the page. */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type FilesResponse = z.infer<typeof filesResponseSchema>;

export const collectionDetailsSchema = z.object({
  success: z.literal(true),
  id: z.number(),
  name: z.string(),
  description: z.string(),
});
export type CollectionDetails = z.infer<typeof collectionDetailsSchema>;

export const ownershipResponseSchema = z.object({ success: z.boolean(), isOwner: z.boolean(), message: z.string() });
export type OwnershipResponse = z.infer<typeof ownershipResponseSchema>;

/** What happens to a file whose name is already taken: a `-2` suffix (default), overwrite, leave it, or ask. */
export const ON_EXISTING = ['rename', 'replace', 'skip', 'ask'] as const;
export type OnExisting = (typeof ON_EXISTING)[number];
export const onExistingSchema = z.enum(ON_EXISTING).default('rename');

/**
 * One entry per file sent, in order. `stored`: a new file (`fileName` may carry a suffix); `replaced`:
 * it overwrote the file of that name (same id, traits kept); `skipped`: the name was taken and
 * `onExisting` was `skip`; `exists`: the name was taken and `onExisting` was `ask` (nothing stored, ask
 * the user and send it again with `replace`, `rename` or `skip`); `refused`: not stored, `reason` says why.
 */
const UPLOAD_STATUSES = ['stored', 'replaced', 'skipped', 'exists', 'refused'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

const uploadResultSchema = z.object({
  name: z.string(),
  fileName: z.string().optional(),
  status: z.enum(UPLOAD_STATUSES),
  reason: z.string().optional(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/**
 * 200 when at least one file was stored or replaced, or nothing was refused (`uploadedFiles`: the
 * files stored or replaced, as rows of the list); otherwise the error status with `error` and `results`.
 */
export const uploadAnswerSchema = z.union([
  z.object({
    success: z.literal(true),
    message: z.string(),
    uploadedFiles: z.array(collectionFileSchema),
    results: z.array(uploadResultSchema),
  }),
  z.object({ success: z.literal(false), error: z.string(), message: z.string(), results: z.array(uploadResultSchema) }),
]);
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;
export type UploadResponse = Extract<UploadAnswer, { success: true }>;
export type UploadErrorResponse = Extract<UploadAnswer, { success: false }>;

/** At most this many files per upload request (the files screen sends batches of 15). */
export const MAX_FILES_PER_UPLOAD = 15;
/** Per-file size cap of collection files unless `MAX_FILE_BYTES` says otherwise. */
export const DEFAULT_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const NOT_AN_IMAGE_REASON = 'not a PNG, JPEG, GIF or WebP image';

export const UPLOAD_FIELD = 'files[]';

/**
 * The optional upload field giving files their own token names: a JSON object from a sent file's name
 * to its name (`{"8.png":"The King"}`), checked like every other name; one bad name refuses the request.
 */
export const TOKEN_NAMES_FIELD = 'tokenNames';
const tokenName = z
  .string()
  .trim()
  .min(1, 'Token name must not be empty')
  .max(NAME_MAX, `Token name must be at most ${NAME_MAX} characters`);
export const tokenNamesFields = z.object({
  [TOKEN_NAMES_FIELD]: z
    .record(z.string().min(1).max(1000), tokenName)
    .refine((names) => Object.keys(names).length <= MAX_FILES_PER_UPLOAD, `At most ${MAX_FILES_PER_UPLOAD} token names per upload`),
});
