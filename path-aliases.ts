// The import aliases of tsconfig.base.json (`paths`) for Vite and Vitest: `@/` is the SPA's src/, `@core/`
// the thread-neutral core/, `@shared/` and `@contract/` what the SPA shares with the server. Only src/ uses
// them (no import there climbs more than two folders); the other parts import relatively.
import { fileURLToPath } from 'node:url';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const PATH_ALIASES = {
  '@core': here('./core'),
  '@shared': here('./shared'),
  '@contract': here('./server/contract'),
  '@': here('./src'),
};
