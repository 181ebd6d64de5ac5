import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The package's root (where package.json is), found upwards from this module: the same from the
 * sources (src/server/base) and from the compiled service (dist/server, one bundle).
 */
function findPackageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const packageRoot = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));
