// Compiles the API and its command-line tools to plain JavaScript for `node`:
// dist/main.js (the leads API on its own) (ESM, Node 20, with source maps).
// npm packages stay external (node_modules is installed beside the app), except the workspace's
// @exchange/contract, which is TypeScript source and is inlined.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(root, 'dist');

/** Every bare import (`fastify`, `drizzle-orm/pglite`) is left to Node, but @exchange/* workspaces. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@exchange/') ? undefined : { path: args.path, external: true }));
  },
};

rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: ['src/main.ts'],
  outdir,
  outbase: 'src',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  metafile: true,
  plugins: [externalNpmPackages],
});
const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
process.stdout.write(
  `Leads API built: ${outputs.map(([file, o]) => `${path.relative(root, path.resolve(root, file))} (${Math.round(o.bytes / 1024)} kB)`).join(', ')}\n`,
);
