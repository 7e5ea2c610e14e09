// The image-engine worker: everything heavy runs here, behind the EngineApi contract.
import { expose, transfer } from 'comlink';
import type { EngineApi } from './protocol.ts';
import { buildZip } from './zip/build-zip.ts';
import { prepareLayer } from './composite/prepare-layer.ts';
import { composeSession } from './composite/compose-session.ts';
import { imageZip, metadataZip } from './export/export-zips.ts';

const movable = (archive: Uint8Array) => transfer(archive, [archive.buffer]);

const api: EngineApi = {
  async zip(entries, options) {
    return movable(await buildZip(entries, options));
  },
  prepareLayer,
  startCompose: (session) => composeSession.start(session),
  compose: (jobs) => composeSession.compose(jobs),
  async imageZip(resultsDir, numbers) {
    return movable(await imageZip(resultsDir, numbers));
  },
  async metadataZip(batch) {
    return movable(await metadataZip(batch));
  },
};

expose(api);
