/**
 * The configuration lives in the URL query — only fields that differ from the product's defaults — so a quote can
 * be shared, bookmarked and restored after login (the quote page; the console's product studio alike). Values are typed from the schema; unknown names are dropped and
 * bad values are kept as typed so the engine can say what is wrong with them.
 */
import type { QuoteSchema } from '../../domain/quote/engine';
import type { Config, Scalar } from '../../domain/quote/types';

function parseValue(type: string, text: string): Scalar {
  if (type === 'boolean') return text === '1' || text === 'true' ? true : text === '0' || text === 'false' ? false : text;
  if (type === 'integer' || type === 'number') {
    const n = Number(text);
    return text.trim() !== '' && Number.isFinite(n) ? n : text;
  }
  return text;
}

/** The defaults overlaid with what the query sets. */
export function configFromQuery(search: string, schema: QuoteSchema): Config {
  const params = new URLSearchParams(search);
  const config: Config = { ...schema.defaults };
  for (const [name, property] of Object.entries(schema.schema.properties)) {
    const text = params.get(name);
    if (text !== null) config[name] = parseValue(property.type, text);
  }
  return config;
}

function formatValue(value: Scalar): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}

/**
 * Query string (without "?") of the fields that differ from the defaults, in schema order; fields their x-visible
 * condition hides (`hidden`) are not chosen and stay out.
 */
export function queryFromConfig(config: Config, schema: QuoteSchema, hidden: readonly string[] = []): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(schema.schema.properties)) {
    const value = config[name];
    if (value === undefined || value === schema.defaults[name] || hidden.includes(name)) continue;
    params.set(name, formatValue(value));
  }
  return params.toString();
}
