import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { envExamplePath, renderEnvExample } from './env-example.ts';

// `npm run env-example -w apps/api`: rewrites the repository's .env.example from the config schema.
writeFileSync(envExamplePath, renderEnvExample());
process.stdout.write(`Wrote ${path.relative(process.env.INIT_CWD ?? process.cwd(), envExamplePath) || envExamplePath}\n`);
