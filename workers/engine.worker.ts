// The image-engine worker of the shared pool: zips, layer preparation and exports, behind the EngineApi
// contract. Generations compose in compose workers of their own (compose.worker.ts).
import { expose, transfer } from 'comlink';
import type { EngineApi } from '../core/protocol.ts';
import { buildZip } from '../core/zip/build-zip.ts';
import { prepareLayer } from './composite/prepare-layer.ts';
import { framesApng } from './animation/frames-apng.ts';
import { decodable } from './composite/decodable.ts';
import { imageZip } from './export/image-zip.ts';
import { metadataZip } from '../core/export/metadata-zip.ts';
import { batchMetadataTexts } from '../core/export/token-metadata.ts';
import { exportZip } from './export/export-zip.ts';
import { updateImageUris } from '../core/export/update-uris-zip.ts';
import { ipfsPack } from './export/ipfs/ipfs-pack.ts';
import { checkExportZip } from '../core/export/targets/check-zip.ts';
import { storedPrints } from './curation/stored-prints.ts';
import { lookAlikeGroups } from '../core/curation/look-alike-groups.ts';

const movable = (archive: Uint8Array) => transfer(archive, [archive.buffer]);

const api: EngineApi = {
  async zip(entries, options) {
    return movable(await buildZip(entries, options));
  },
  decodable,
  prepareLayer,
  async framesApng(frames, delayMs) {
    return movable(await framesApng(frames, delayMs));
  },
  imageZip,
  async metadataZip(batch) {
    return movable(await metadataZip(batch));
  },
  metadataTexts: async (batch) => batchMetadataTexts(batch),
  exportZip,
  async updateImageUris(input, base) {
    const result = await updateImageUris(input, base);
    return transfer(result, [result.zip.buffer]);
  },
  ipfsPack,
  checkExport: checkExportZip,
  async lookAlikePrints(resultsDir, images) {
    const batch = await storedPrints(resultsDir, images);
    return transfer(batch, [batch.prints.buffer]);
  },
  lookAlikeGroups: async (prints, threshold) => lookAlikeGroups(prints, threshold),
};

expose(api);
