import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { PATH_ALIASES } from './path-aliases.ts';

const API_PORT = Number(process.env.PORT ?? 8787);

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }), react(), tailwindcss()],
  resolve: { alias: PATH_ALIASES },
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: true },
  server: { proxy: { '/api': `http://localhost:${API_PORT}` } },
});
