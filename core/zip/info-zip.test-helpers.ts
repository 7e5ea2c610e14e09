// What Info-ZIP's own tester says about an archive (it reads ZIP64 records): a second opinion beside
// JSZip for the zips the tests build.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function unzipTest(zip: Uint8Array): string {
  const file = join(mkdtempSync(join(tmpdir(), 'zip-')), 'set.zip');
  writeFileSync(file, zip);
  return execFileSync('unzip', ['-t', file], { encoding: 'utf8' });
}
