import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  src?: string;
}

/**
 * Gzipped JavaScript the /signin page loads: the entry chunk, the sign-in page's lazy chunk and
 * every chunk they import statically (what the browser fetches before the form shows).
 */
export async function measureSignInBundle() {
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`no ${manifestPath}: run 'npm run build' first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entries = Object.entries(manifest);
  const entryKey = entries.find(([, c]) => c.isEntry)?.[0];
  const signInKey = entries.find(([key]) => key.endsWith('SignInPage.tsx'))?.[0];
  if (!entryKey || !signInKey) throw new Error('entry or SignInPage chunk not found in the manifest');

  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  visit(signInKey);
  let gzipBytes = 0;
  for (const file of files) {
    if (file.endsWith('.js')) gzipBytes += gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  }
  const kb = gzipBytes / 1000;
  return { figure: 'sign-in page JS (gzip)', value: `${kb.toFixed(1)} kB`, target: '<= 250 kB', met: kb <= 250 };
}
