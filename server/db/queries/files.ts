// Files of a collection.
/** The one display order (numbered names by number, then by name), shared by the list, the credit cut-off and the export. */
export const FILE_ORDER = `substring(f.file_name from '^[0-9]{1,15}')::bigint NULLS LAST, f.file_name, f.id`;
