import type { Generator } from './generator';
import { formsGenerator } from './forms';
import { productsGenerator } from './products';

/** Generators beyond the API types: product schemas, and the forms' request validators. */
export const generators: Generator[] = [productsGenerator, formsGenerator];
