import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = '@exchange/leads';

/**
 * The apps/leads folder: up from this module (source, tests, its own dist/main.js), or through the
 * workspace link when it is bundled into the admin API's dist/main.js (`npm start`).
 */
function findLeadsPackageRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === PACKAGE_NAME) return dir;
    if (path.dirname(dir) === dir) break;
  }
  return path.dirname(createRequire(path.join(start, 'index.js')).resolve(`${PACKAGE_NAME}/package.json`));
}

const root = findLeadsPackageRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A path inside apps/leads (its migrations). */
export const leadsPath = (...parts: string[]) => path.join(root, ...parts);
