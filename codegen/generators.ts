import type { Generator } from './generator';
import { productsGenerator } from './products';

/** Generators beyond the API types; the product-schema generator registers here. */
export const generators: Generator[] = [productsGenerator];
