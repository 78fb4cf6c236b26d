import type { TestProject } from 'vitest/node';
import { ensurePostgresTemplate, ensureTemplate } from './template';

/**
 * Builds the test database template once for the whole run and hands it to the test files: the PGlite dump's path, or
 * with TEST_DATABASE_URL the PostgreSQL template database's name.
 */
export default async function setup(project: TestProject): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  project.provide('pgliteTemplate', url ? '' : await ensureTemplate());
  project.provide('postgresTemplate', url ? await ensurePostgresTemplate(url) : '');
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated and seeded PGlite data directory's dump ('' on PostgreSQL). */
    pgliteTemplate: string;
    /** Name of the migrated and seeded PostgreSQL template database ('' on PGlite). */
    postgresTemplate: string;
  }
}
