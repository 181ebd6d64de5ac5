import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Where `npm run dev` proxies the API: the service started beside Vite (see scripts/dev.mjs). */
const apiTarget = `http://127.0.0.1:${process.env.BOS_API_PORT ?? 3000}`;
const toService = { target: apiTarget, changeOrigin: false };

export default defineConfig({
  root: '.',
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: 'dist/web',
    // read by scripts/measure-weight.mjs to know which chunks a page loads
    manifest: true,
    emptyOutDir: true,
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': toService,
      '/healthz': toService,
      '/readyz': toService,
    },
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
  },
});
