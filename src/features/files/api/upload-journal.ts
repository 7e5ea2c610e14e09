// A reload or a closed tab cuts an upload short, and the screen that comes back shows only what was
// stored. So that it can also say the upload was interrupted and which files to add again, each upload
// is written to localStorage while under way (the chosen files, then each file the server answered)
// and forgotten when it ends; a journal found with no upload running in this page is an interrupted one.
import { fetchAllFiles } from './files-page';

export interface JournalFile {
  /** The name as chosen. */
  name: string;
  /** The name the server stores it under, when the client can tell. */
  stored: string | null;
  /** The collection already had that name before the upload (so its presence proves nothing). */
  taken: boolean;
}

interface Journal {
  files: JournalFile[];
  /** Chosen names the server answered (stored, replaced, skipped or refused) or the user skipped. */
  answered: string[];
}

export interface InterruptedUpload {
  total: number;
  /** The chosen names that neither got an answer nor are in the collection now: to add again. */
  again: string[];
}

const keyOf = (collectionId: string) => `traitforge-upload:${collectionId}`;
/** Collections with an upload running in this page: their journal is not an interrupted one. */
const running = new Set<string>();
/**
 * The page is going away: the uploads it cuts fail on their way out (before pagehide), and must not
 * forget their journal. A navigation called off after beforeunload clears the flag a moment later.
 */
let leaving = false;
addEventListener('beforeunload', () => {
  leaving = true;
  setTimeout(() => (leaving = false), 1000);
});

function read(collectionId: string): Journal | null {
  try {
    const journal = JSON.parse(localStorage.getItem(keyOf(collectionId)) ?? 'null') as Journal | null;
    return journal && Array.isArray(journal.files) && Array.isArray(journal.answered) ? journal : null;
  } catch {
    return null;
  }
}

function write(collectionId: string, journal: Journal): void {
  try {
    localStorage.setItem(keyOf(collectionId), JSON.stringify(journal));
  } catch {
    // Storage full or blocked: the upload goes on, only the note after a reload is lost.
  }
}

export function beginJournal(collectionId: string, files: JournalFile[]): void {
  running.add(collectionId);
  write(collectionId, { files, answered: [] });
}

export function journalAnswered(collectionId: string, names: string[]): void {
  const journal = read(collectionId);
  if (journal && names.length) write(collectionId, { ...journal, answered: [...journal.answered, ...names] });
}

export function forgetJournal(collectionId: string): void {
  running.delete(collectionId);
  if (!leaving) localStorage.removeItem(keyOf(collectionId));
}

/** The upload a reload cut short in this collection, checked against what the collection holds now. */
export async function interruptedUpload(collectionId: string): Promise<InterruptedUpload | null> {
  const journal = running.has(collectionId) ? null : read(collectionId);
  if (!journal) return null;
  const listed = new Set((await fetchAllFiles(collectionId)).files.map((f) => f.file_name));
  const answered = new Set(journal.answered);
  // A batch in flight at the reload may have been stored without its answer arriving: a new name now
  // listed went in.
  const again = journal.files
    .filter((f) => !answered.has(f.name) && !(f.stored !== null && !f.taken && listed.has(f.stored)))
    .map((f) => f.name);
  if (!again.length) forgetJournal(collectionId);
  return again.length ? { total: journal.files.length, again } : null;
}
