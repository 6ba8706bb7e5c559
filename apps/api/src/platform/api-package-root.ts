import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = '@exchange/api';

/**
 * The apps/api folder, found once by walking up from this module to the package.json named
 * @exchange/api. The same answer whether the code runs from source (src/platform/, tsx and tests) or
 * from the bundle (dist/main.js, dist/cli/*.js), where every module shares the bundle's import.meta.url.
 */
function findApiPackageRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === PACKAGE_NAME) return dir;
    if (path.dirname(dir) === dir) break;
  }
  // Bundled into another workspace's build (the leads API's dist/main.js): the workspace link finds it.
  try {
    return path.dirname(createRequire(path.join(start, 'index.js')).resolve(`${PACKAGE_NAME}/package.json`));
  } catch {
    throw new Error(`no package.json named ${PACKAGE_NAME} above ${start}`);
  }
}

export const apiPackageRoot = findApiPackageRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A path inside apps/api: `apiPath('drizzle')`, `apiPath('..', 'web', 'dist')`. */
export const apiPath = (...segments: string[]) => path.join(apiPackageRoot, ...segments);
