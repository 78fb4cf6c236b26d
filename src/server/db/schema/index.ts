/**
 * The one Drizzle schema, used on PGlite (embedded default) and PostgreSQL alike, in one file per area of the server;
 * everything is imported from here (`…/db/schema`). Money columns are integer fils (1 AED = 100 fils). Texts shown to
 * shoppers that come from the database (category and goods names, articles, notices) are stored per locale as
 * `{ en, zh, ar, ja }` JSON; English is the fallback when a translation is missing.
 *
 * The areas reference each other's tables (foreign keys are written as functions, resolved once every file is loaded),
 * so import the schema from this file, not from an area's file.
 */
import type { LocalizedText } from '../../../domain/localized';

export type { LocalizedText };

export * from './accounts';
export * from './catalogue';
export * from './ordering';
export * from './money';
export * from './documents';
export * from './design';
export * from './messaging';
export * from './audit';
export * from './reviews';
