import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { apiTypesPath, renderApiTypes } from './api-types.ts';

// `npm run api-types -w apps/api`: rewrites the console's API types after a route or schema changed.
writeFileSync(apiTypesPath, await renderApiTypes());
process.stdout.write(`Wrote ${path.relative(process.env.INIT_CWD ?? process.cwd(), apiTypesPath) || apiTypesPath}\n`);
