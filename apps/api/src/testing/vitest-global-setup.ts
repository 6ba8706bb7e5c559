import type { TestProject } from 'vitest/node';
import { ensurePgliteTemplate, ensurePostgresTemplate, templateKey } from './database-templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data-directory image that every test database starts from. */
    pgliteTemplateFile: string;
    /** A migrated database on TEST_DATABASE_URL's server that every PostgreSQL test database is cloned from. */
    postgresTemplate: string;
  }
}

/** Runs once before the test files: the migrated databases they start from. */
export default async function setup(project: TestProject) {
  const key = templateKey();
  project.provide('pgliteTemplateFile', await ensurePgliteTemplate(key));
  const serverUrl = process.env.TEST_DATABASE_URL;
  project.provide('postgresTemplate', serverUrl ? await ensurePostgresTemplate(serverUrl, key) : '');
}
