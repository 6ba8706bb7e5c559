import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { leadsApiTypesPath, renderLeadsApiTypes } from './leads-api-types.ts';

// `npm run api-types -w apps/leads`: rewrites the console's leads API types after a route or schema changed.
writeFileSync(leadsApiTypesPath, await renderLeadsApiTypes());
process.stdout.write(`Wrote ${path.relative(process.env.INIT_CWD ?? process.cwd(), leadsApiTypesPath) || leadsApiTypesPath}\n`);
