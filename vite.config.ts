import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { inlineEntryCss, precompress } from './scripts/vite-plugins';

const isStylesheet = (id: string) => /\.css($|\?)/.test(id);

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
        // far less often). Then the first screens come in a handful of files rather than dozens
        // (over HTTP/1.1 a browser fetches six at a time, a round trip each): the entry holds the
        // sign-in page with the Mantine components it uses; `shell` the console's routes, the shell
        // and the dashboard; `vendor-mantine` the rest of Mantine's core the console uses (the shell
        // needs most of it). The other pages' code, forms, tables and date pickers stay in the
        // automatic per-page split, so a page loads only what it uses.
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
            // what the entry imports (the sign-in page and its Mantine components); stylesheets stay
            // with the entry, whose own is inlined into index.html
            { name: 'first-screen', test: (id) => !isStylesheet(id) && !id.endsWith('/src/web/main.tsx'), tags: ['$initial'], priority: 15 },
            // the rest of Mantine's components the console uses: with the shell, most of them
            { name: 'vendor-mantine', test: (id) => /[\\/]node_modules[\\/]@mantine[\\/](core|hooks|notifications)[\\/]/.test(id) && !isStylesheet(id), priority: 14 },
            // the console's routes, the shell and the dashboard, with the app code they import
            { name: 'shell', test: /[\\/]src[\\/]web[\\/]app[\\/](console\.tsx|layout[\\/]ShellLayout\.tsx|pages[\\/]DashboardPage\.tsx)$/, priority: 12 },
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
