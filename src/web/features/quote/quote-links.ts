/** Where a product's quote page lives (spec §2: /custom/{code}). */
export const productHref = (code: string): string => `/custom/${encodeURIComponent(code)}`;
