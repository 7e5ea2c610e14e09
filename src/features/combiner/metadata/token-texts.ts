// The tokens' own names and descriptions as the edit log sets them (curation/token-texts.ts makes the
// edits): what the metadata writers take over the collection's templates.
import type { TokenText } from '@core/protocol';
import type { RunEdit } from '../run/run-record';

/** The names and descriptions the log sets, by token (a later edit of a token wins). */
export function tokenTexts(edits: readonly RunEdit[] | undefined): Record<number, TokenText> {
  const texts: Record<number, TokenText> = {};
  for (const edit of edits ?? []) {
    if (edit.kind !== 'text') continue;
    const text: TokenText = {};
    if (edit.name !== null) text.name = edit.name;
    if (edit.description !== null) text.description = edit.description;
    if (Object.keys(text).length) texts[edit.token] = text;
    else delete texts[edit.token];
  }
  return texts;
}
