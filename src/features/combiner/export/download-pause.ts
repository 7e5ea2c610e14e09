// The spec's batch downloads leave a pause between files so the browser does not block them.
import { DOWNLOAD_PAUSE_MS } from '@/config/constants';

export const pauseBetweenDownloads = () => new Promise<void>((resolve) => setTimeout(resolve, DOWNLOAD_PAUSE_MS));
