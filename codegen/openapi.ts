import openapiTS, { astToString } from 'openapi-typescript';
import { BUNDLED_CONTRACT, bundledContract, bundledContractText } from './contract';
import type { Generator } from './generator';

/**
 * openapi/shop.yaml and the files it references → src/generated/openapi/shop.json (the bundled contract every
 * consumer reads) and src/generated/shop-api.d.ts (types for the openapi-fetch client and the server, from that bundle).
 */
export const openapiGenerator: Generator = {
  name: 'openapi',
  async generate(root) {
    const text = await bundledContractText(root);
    // openapi-typescript accepts a parsed document; we pass the object so no file URL resolution is needed.
    const ast = await openapiTS((await bundledContract(root)) as Parameters<typeof openapiTS>[0], { alphabetize: true });
    return [
      { path: BUNDLED_CONTRACT, content: text },
      { path: 'shop-api.d.ts', content: astToString(ast) },
    ];
  },
};
