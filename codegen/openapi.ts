import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';
import type { Generator } from './generator';

/** openapi/shop.yaml → src/generated/shop-api.d.ts (types for the openapi-fetch client and the server). */
export const openapiGenerator: Generator = {
  name: 'openapi',
  async generate(root) {
    const document: unknown = parse(readFileSync(join(root, 'openapi/shop.yaml'), 'utf8'));
    // openapi-typescript accepts a parsed document; we pass the object so no file URL resolution is needed.
    const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { alphabetize: true });
    return [{ path: 'shop-api.d.ts', content: astToString(ast) }];
  },
};
