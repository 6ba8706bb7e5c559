// Compiles a Node service of this repository (the API, the leads API) to plain JavaScript for
// `node`: `node scripts/build-node-service.mjs <label> <entry.ts>...`, run in the service's folder,
// writes dist/ (ESM, Node 20, with source maps). npm packages stay external (node_modules is
// installed beside the app), except the workspace's @exchange/* packages, which are TypeScript
// source and are inlined.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const [label, ...entryPoints] = process.argv.slice(2);
if (!label || entryPoints.length === 0) throw new Error('usage: build-node-service.mjs <label> <entry.ts>...');
const root = process.cwd();
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
  entryPoints,
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
process.stdout.write(`${label} built: ${outputs.map(([file, o]) => `${path.relative(root, path.resolve(root, file))} (${Math.round(o.bytes / 1024)} kB)`).join(', ')}\n`);
