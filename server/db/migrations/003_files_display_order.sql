-- The files of a collection in their one display order (numbered names by number, then by name; the
-- expression of FILE_ORDER in server/db/queries/files.ts). Pages of the list and the credit cut-off read
-- the first N files of a collection from this index instead of sorting every file on each request.
CREATE INDEX files_display_order ON files (collection_id, (substring(file_name from '^[0-9]{1,15}')::bigint), file_name, id);
