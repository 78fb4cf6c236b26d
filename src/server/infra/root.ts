/**
 * The project's root directory, where the server reads files at run time (the API contract, the migrations).
 * From the sources this module sits in src/server/infra; in the compiled server (`npm start`, scripts/build.ts)
 * everything is one file in build/server, and esbuild defines `__PRINTFRONT_BUNDLE__`.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

declare const __PRINTFRONT_BUNDLE__: boolean | undefined;

const here = dirname(fileURLToPath(import.meta.url));

export const projectRoot = typeof __PRINTFRONT_BUNDLE__ !== 'undefined' && __PRINTFRONT_BUNDLE__ ? join(here, '../..') : join(here, '../../..');
