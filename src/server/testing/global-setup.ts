import type { TestProject } from 'vitest/node';
import { ensureTemplate } from './template';

/** Builds the PGlite template once for the whole run and hands its path to the test files. */
export default async function setup(project: TestProject): Promise<void> {
  project.provide('pgliteTemplate', await ensureTemplate());
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
