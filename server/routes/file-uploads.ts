// POST upload_file.php: files stream into storage as they arrive (never whole in memory), each judged
// by its first bytes and its size; then the batch is committed under the collection's lock. Every
// file sent gets a result; a batch where nothing was stored answers the first refusal's status.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireSession } from '../auth/require-session.ts';
import { jsonText, parseWith } from '../request-body.ts';
import { badRequest } from '../http-error.ts';
import {
  collectionQuery,
  DEFAULT_MAX_FILE_BYTES,
  MAX_FILES_PER_UPLOAD,
  onExistingSchema,
  TOKEN_NAMES_FIELD,
  tokenNamesFields,
  UPLOAD_FIELD,
  type OnExisting,
  type UploadErrorResponse,
  type UploadResponse,
} from '../contract/files.ts';
import { collectionFolder, ownedCollection, uploadFailure } from '../services/collection-files.ts';
import { readMultipart, skipPart } from '../services/multipart.ts';
import { stageFile, type StagedFile } from '../services/upload-stage.ts';
import { commitUploads } from '../services/file-upload.ts';

const FILE_FIELDS = new Set([UPLOAD_FIELD, 'files']);
const onExistingField = z.object({ onExisting: onExistingSchema });

export function fileUploadRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.post('/upload_file.php', async (c) => {
    const session = requireSession(c);
    const maxFileBytes = deps.config.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
    let collectionId: string | undefined;
    /** Set once the collection is known to be the caller's: from then on it may vanish under the upload. */
    let owned = false;
    let onExisting: OnExisting = 'rename';
    let tokenNames: Map<string, string> | null = null;
    const staged: StagedFile[] = [];
    try {
      await readMultipart(
        c,
        { maxFiles: MAX_FILES_PER_UPLOAD, maxFileBytes, tooManyFiles: `At most ${MAX_FILES_PER_UPLOAD} files per upload` },
        {
          async field(name, value) {
            if (name === 'onExisting') onExisting = parseWith(onExistingField, { onExisting: value }).onExisting;
            if (name === TOKEN_NAMES_FIELD) {
              if (tokenNames) throw badRequest(`${TOKEN_NAMES_FIELD}: sent twice`);
              tokenNames = new Map(Object.entries(jsonText(value, tokenNamesFields, TOKEN_NAMES_FIELD).tokenNames));
            }
            if (name !== 'collectionId') return;
            collectionId = parseWith(collectionQuery, { collectionId: value }).collectionId;
            await ownedCollection(deps.db, collectionId, session.address);
            owned = true;
          },
          async file(part) {
            if (!FILE_FIELDS.has(part.field)) return skipPart(part);
            // The collection decides where the bytes go, so its id must come first (the app sends it first).
            if (!collectionId) throw badRequest('collectionId: must be sent before the files');
            staged.push(await stageFile(deps.storage, part, collectionFolder(session.address, collectionId), maxFileBytes));
          },
        },
      );
      const stray = strayTokenName(tokenNames, staged);
      if (stray !== undefined)
        throw badRequest(`${TOKEN_NAMES_FIELD}: ${JSON.stringify(stray.slice(0, 100))} is not one of the files sent`);
    } catch (error) {
      await Promise.all(staged.map((f) => (f.ok ? deps.storage.delete(f.key).catch(() => undefined) : undefined)));
      throw owned ? await uploadFailure(deps, error, collectionId!, session.address) : error;
    }
    if (!collectionId) parseWith(collectionQuery, {});
    if (staged.length === 0) throw badRequest('No files uploaded');
    const done = await commitUploads(deps, session, collectionId!, staged, { onExisting, tokenNames: tokenNames ?? new Map() }).catch(
      async (error: unknown) => {
        throw await uploadFailure(deps, error, collectionId!, session.address);
      },
    );
    if (done.refusal) {
      const { status, message } = done.refusal;
      return c.json({ success: false, error: message, message, results: done.results } satisfies UploadErrorResponse, status as 400);
    }
    const stored = done.uploadedFiles.length;
    return c.json({
      success: true,
      message: `${stored} files uploaded successfully`,
      uploadedFiles: done.uploadedFiles,
      results: done.results,
    } satisfies UploadResponse);
  });

  return routes;
}

/** A token name for a file the request did not send (a client that lost track of its batch). */
const strayTokenName = (names: Map<string, string> | null, staged: StagedFile[]): string | undefined =>
  [...(names?.keys() ?? [])].find((name) => !staged.some((file) => file.sent === name));
