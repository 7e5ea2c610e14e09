// Reads the content file (partners, tutorial videos, Christmas winners) once at start; an absent file
// means placeholders, a broken one stops the server with the reason.
import { existsSync, readFileSync } from 'node:fs';
import { contentFileSchema, type ContentFile } from './contract/content.ts';

export function readContentFile(path: string): ContentFile {
  if (!existsSync(path)) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`Invalid content file ${path}: not JSON (${(error as Error).message})`, { cause: error });
  }
  const parsed = contentFileSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid content file ${path}:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
