// The image-engine worker: everything heavy runs here, behind the EngineApi contract.
import { expose, transfer } from 'comlink';
import type { EngineApi } from './protocol.ts';
import { buildZip } from './zip/build-zip.ts';
import { prepareLayer } from './composite/prepare-layer.ts';
import { composeSession } from './composite/compose-session.ts';
import { imageZip, metadataZip } from './export/export-zips.ts';
import { stargazeZip } from './export/stargaze-zip.ts';
import { updateImageUris } from './export/update-uris-zip.ts';

const movable = (archive: Uint8Array) => transfer(archive, [archive.buffer]);

const api: EngineApi = {
  async zip(entries, options) {
    return movable(await buildZip(entries, options));
  },
  prepareLayer,
  openPack: (file) => composeSession.openPack(file),
  startCompose: (session) => composeSession.start(session),
  async compose(jobs) {
    const stored = await composeSession.compose(jobs);
    return transfer(stored, [stored.buffer]);
  },
  endCompose: async () => composeSession.end(),
  imageZip,
  async metadataZip(batch) {
    return movable(await metadataZip(batch));
  },
  stargazeZip,
  async updateImageUris(input, base) {
    const result = await updateImageUris(input, base);
    return transfer(result, [result.zip.buffer]);
  },
};

expose(api);
