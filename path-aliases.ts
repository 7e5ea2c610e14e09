// The import aliases of tsconfig.base.json (`paths`) for Vite and Vitest: `@/` is the SPA's src/, `@core/`
// the thread-neutral core/. Only src/ uses them; the other parts import core/ relatively.
import { fileURLToPath } from 'node:url';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const PATH_ALIASES = { '@core': here('./core'), '@': here('./src') };
