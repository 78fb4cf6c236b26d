import type { Generator } from './generator';

/** Generators beyond the API types; the product-schema generator registers here. */
export const generators: Generator[] = [];
