// The result reader: object URLs of a run's stored images for the cards on the page (results/pack-urls.ts),
// one worker for the page's life (a worker's URLs go with it).
import { expose } from 'comlink';
import type { ResultReaderApi } from '../core/protocol.ts';
import { PackUrls } from './results/pack-urls.ts';

const packs = new PackUrls(() => navigator.storage.getDirectory());

const api: ResultReaderApi = {
  urls: (resultsDir, locations) => packs.urls(resultsDir, locations),
  revoke: async (urls) => packs.revoke(urls),
  forget: async () => packs.forget(),
};

expose(api);
