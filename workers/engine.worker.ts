// The image-engine worker: everything heavy runs here, behind the EngineApi contract.
import { expose, transfer } from 'comlink';
import type { EngineApi } from './protocol.ts';
import { buildZip } from './zip/build-zip.ts';

const api: EngineApi = {
  async zip(entries, options) {
    const archive = await buildZip(entries, options);
    return transfer(archive, [archive.buffer]);
  },
};

expose(api);
