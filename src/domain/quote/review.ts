/**
 * What the product studio says about a product at its default configuration — the configuration a shopper sees
 * first: rules that refuse or warn, whether it prices, ladder steps that cannot be priced, no picture of its own.
 * Pure (the engine only); the server adds what only the database knows (whether the product is listed).
 */
import type { QuoteEngine } from './engine';
import type { Scalar, Severity } from './types';

export type FindingKind = 'rule' | 'cannot_price' | 'ladder_gap' | 'no_image' | 'not_listed';

export interface Finding {
  kind: FindingKind;
  severity: Severity;
  field: string | null;
  /** An i18n key of the quote dictionaries (rule, cannot_price); the other kinds are worded by the console. */
  message: string | null;
  params: Record<string, Scalar>;
}

export type ReviewStatus = 'valid' | 'warnings' | 'errors';

/** errors when any finding is an error, warnings when any is a warning, else valid. */
export function statusOf(findings: readonly Finding[]): ReviewStatus {
  if (findings.some((f) => f.severity === 'error')) return 'errors';
  return findings.length > 0 ? 'warnings' : 'valid';
}

/** The findings of one product at its default configuration (empty for an unknown code). */
export function reviewProduct(engine: QuoteEngine, code: string): Finding[] {
  const schema = engine.getSchema(code);
  if (!schema) return [];
  const findings: Finding[] = engine.validate(code, schema.defaults).map((issue) => ({
    kind: issue.message === 'quote.error.cannot_price' ? 'cannot_price' : 'rule',
    severity: issue.severity,
    field: issue.field || null,
    message: issue.message,
    params: issue.params,
  }));
  if (!findings.some((f) => f.severity === 'error')) {
    const priced = engine.price(code, schema.defaults);
    if (!priced.ok) findings.push({ kind: 'cannot_price', severity: 'error', field: 'quantity', message: 'quote.error.cannot_price', params: {} });
    const ladder = engine.ladder(code, schema.defaults);
    const gaps = ladder.ok ? ladder.rows.filter((row) => !row.available).map((row) => row.quantity) : [];
    if (gaps.length > 0) findings.push({ kind: 'ladder_gap', severity: 'warning', field: 'quantity', message: null, params: { quantities: gaps.join(', ') } });
  }
  if (!schema.image) findings.push({ kind: 'no_image', severity: 'warning', field: null, message: null, params: {} });
  return findings;
}
