/** Business constants the API reports to clients. */

/** UAE VAT (catalogue.md "Decisions taken"). */
export const VAT_RATE_PERCENT = 5;
/** spec §5/§9: uploads under 5 MB. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const API_VERSION = '1.0.0';
/** Largest JSON request body accepted (uploads have their own limit). */
export const JSON_BODY_LIMIT = 256 * 1024;
