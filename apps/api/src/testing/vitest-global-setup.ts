import type { TestProject } from 'vitest/node';
import { ensurePgliteTemplate, ensurePostgresTemplate, makePgliteDemoImage, makePostgresDemoTemplate, templateKey } from './database-templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data-directory image that every test database starts from. */
    pgliteTemplateFile: string;
    /** A migrated database on TEST_DATABASE_URL's server that every PostgreSQL test database is cloned from. */
    postgresTemplate: string;
    /** The PGlite image with the demo data too. */
    pgliteDemoFile: string;
    /** The PostgreSQL template with the demo data too. */
    postgresDemoTemplate: string;
  }
}

/** Runs once before the test files: the migrated databases they start from, with and without the demo data. */
export default async function setup(project: TestProject) {
  const key = templateKey();
  const pgliteFile = await ensurePgliteTemplate(key);
  project.provide('pgliteTemplateFile', pgliteFile);
  const serverUrl = process.env.TEST_DATABASE_URL;
  const postgresTemplate = serverUrl ? await ensurePostgresTemplate(serverUrl, key) : '';
  project.provide('postgresTemplate', postgresTemplate);
  const [pgliteDemo, postgresDemo] = await Promise.all([
    makePgliteDemoImage(pgliteFile),
    serverUrl ? makePostgresDemoTemplate(serverUrl, postgresTemplate) : undefined,
  ]);
  project.provide('pgliteDemoFile', pgliteDemo.file);
  project.provide('postgresDemoTemplate', postgresDemo?.name ?? '');
  return async () => {
    pgliteDemo.remove();
    await postgresDemo?.drop();
  };
}
