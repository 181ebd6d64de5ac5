import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { inlineEntryCss, precompress } from './scripts/vite-plugins';

/** Where `npm run dev` proxies the API: the service started beside Vite (see scripts/dev.mjs). */
const apiTarget = `http://127.0.0.1:${process.env.BOS_API_PORT ?? 3000}`;
const toService = { target: apiTarget, changeOrigin: false };

export default defineConfig({
  root: '.',
  publicDir: 'public',
  // the first screen's CSS inlined in index.html; .br and .gz beside each text file, sent as they
  // are by the service (src/server/app.ts)
  plugins: [react(), inlineEntryCss(), precompress()],
  build: {
    outDir: 'dist/web',
    // read by scripts/measure-weight.mjs to know which chunks a page loads
    manifest: true,
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries in chunks of their own, named and cached apart from the app's code (they change
        // far less often). Only self-contained libraries are grouped: Mantine's components (and its
        // date pickers, which need them) stay in the automatic per-page split, so a page loads only
        // the components it uses and the sign-in page none of the tables, menus or pickers.
        codeSplitting: {
          groups: [
            { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
            // apart from React: the sign-in page renders without the router (main.tsx)
            { name: 'vendor-router', test: /[\\/]node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, priority: 40 },
            { name: 'vendor-query', test: /[\\/]node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/, priority: 30 },
            { name: 'vendor-forms', test: /[\\/]node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]/, priority: 20 },
            { name: 'vendor-zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 20 },
            { name: 'vendor-table', test: /[\\/]node_modules[\\/]@tanstack[\\/](react-table|table-core)[\\/]/, priority: 20 },
            { name: 'vendor-decimal', test: /[\\/]node_modules[\\/]decimal\.js[\\/]/, priority: 20 },
          ],
        },
      },
    },
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
