import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiPath } from '../platform/api-package-root.ts';
import { envSchema } from '../platform/config.ts';
import { describeEnvVariables, envExamplePath, renderEnvExample } from './env-example.ts';

/** The variables named in the first column of the README's configuration table. */
function readmeTableVariables(): string[] {
  const readme = readFileSync(apiPath('..', '..', 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((s) => s.startsWith('Configuration'));
  if (!section) throw new Error('README.md has no "## Configuration" section');
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1] ?? ''));
}

describe('.env.example', () => {
  it('is what the config schema says (run `npm run env-example -w apps/api` after changing config.ts)', () => {
    expect(readFileSync(envExamplePath, 'utf8')).toBe(renderEnvExample());
  });

  it('describes every variable of the schema, with its default', () => {
    const variables = describeEnvVariables();
    expect(variables.map((v) => v.name)).toEqual(Object.keys(envSchema.shape));
    expect(variables.find((v) => v.name === 'PORT')).toMatchObject({ defaultValue: '8080', required: 'no' });
    expect(variables.find((v) => v.name === 'TOTP_ENCRYPTION_KEY')).toMatchObject({ required: 'with DATABASE_URL' });
    expect(variables.find((v) => v.name === 'SHUTDOWN_TIMEOUT_SECONDS')).toMatchObject({ defaultValue: '10' });
  });

  it("lists the same variables as the README's configuration table", () => {
    expect([...readmeTableVariables()].sort()).toEqual(Object.keys(envSchema.shape).sort());
  });
});
