import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images and fonts other than SVG are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* filesUnder(file);
    } else if (COMPRESSIBLE.test(entry.name)) {
      yield file;
    }
  }
}

/**
 * Writes `file.br` (Brotli, best quality) and `file.gz` (gzip -9) beside every text file of the
 * build, once it is complete (public files included), for the service to send as they are
 * (`@fastify/static` `preCompressed`): nothing is compressed per request. A copy that would not
 * be smaller is not written.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'business-ops:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const file of filesUnder(outDir)) {
        jobs.push(
          (async () => {
            const content = await fs.readFile(file);
            if (content.length < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
              gzip(content, { level: 9 }),
            ]);
            if (br.length < content.length) await fs.writeFile(`${file}.br`, br);
            if (gz.length < content.length) await fs.writeFile(`${file}.gz`, gz);
          })(),
        );
      }
      await Promise.all(jobs);
    },
  };
}

/**
 * Puts the entry's stylesheet (the first screen's styles, src/web/critical-styles.ts) into
 * index.html as a <style>, so the first paint waits for no stylesheet. Small once compressed
 * (about 9 KiB), and index.html is revalidated with an ETag, so it costs nothing on a return visit
 * of the same release. Stylesheets of lazy-loaded chunks stay files.
 *
 * The stylesheet is taken out of the build before Vite links it from index.html or lists it among
 * what a lazy chunk needs (a chunk importing the entry's code would otherwise download the sheet
 * that is already inline, and apply it a second time).
 */
export function inlineEntryCss(): Plugin {
  let css = '';
  return {
    name: 'business-ops:inline-entry-css',
    apply: 'build',
    buildStart() {
      css = '';
    },
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry || !chunk.viteMetadata) continue;
          for (const fileName of [...chunk.viteMetadata.importedCss]) {
            const asset = bundle[fileName];
            if (asset?.type !== 'asset') continue;
            const source = typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8');
            css += source.replace(/\/\*\$vite\$:\d+\*\/\s*$/, ''); // Vite's marker, removed later from the files it writes
            chunk.viteMetadata.importedCss.delete(fileName);
            delete bundle[fileName];
          }
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return css ? html.replace('</head>', () => `  <style>${css.replaceAll('</style', '<\\/style')}</style>\n  </head>`) : html;
      },
    },
  };
}
