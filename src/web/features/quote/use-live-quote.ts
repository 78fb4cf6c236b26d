/**
 * Live price: every change is priced at once in the browser by the shared engine (no round trip per keystroke), then
 * confirmed by POST quote/price, debounced. When the two differ the server's answer wins and the difference is logged
 * — it means the browser's engine or catalogue is out of step with the server's.
 */
import { useEffect, useMemo, useState } from 'react';
import type { QuoteEngine } from '../../../domain/quote/engine';
import { LINE_KEYS, TURNAROUND_KEYS, type Config, type Issue, type LadderRow, type LineKey, type Quote, type TurnaroundKey } from '../../../domain/quote/types';
import type { components } from '../../../generated/shop-api';
import { useQuery } from '@tanstack/react-query';
import { $api, envelope } from '../../../client/api/query';

export const CONFIRM_DELAY_MS = 350;

type ServerPrice = components['schemas']['QuotePrice'];

export interface LiveQuote {
  ok: boolean;
  issues: Issue[];
  quote: Pick<Quote, 'quantity' | 'lines' | 'subtotal_fils' | 'vat_fils' | 'total_fils' | 'unit_price_fils' | 'production_days' | 'billable_quantity' | 'billable_area_m2' | 'process' | 'turnaround'> | null;
  ladder: LadderRow[];
  /** 'local' until the server's answer for this very configuration arrived. */
  source: 'local' | 'server';
}

export function localQuote(engine: QuoteEngine, code: string, config: Config): LiveQuote {
  const priced = engine.price(code, config);
  const scheme = engine.ladder(code, config);
  return {
    ok: priced.ok,
    issues: priced.issues,
    quote: priced.ok ? priced.quote : null,
    ladder: scheme.ok ? scheme.rows : [],
    source: 'local',
  };
}

function fromServer(answer: ServerPrice): LiveQuote {
  const issues: Issue[] = answer.issues.map((issue) => ({
    field: issue.field,
    message: issue.message,
    params: issue.params,
    severity: issue.severity,
    ...(issue.fix ? { fix: issue.fix } : {}),
    ...(issue.goto ? { goto: issue.goto } : {}),
  }));
  const quote = answer.quote;
  return {
    ok: answer.ok,
    issues,
    quote: quote
      ? {
          quantity: quote.quantity,
          lines: quote.lines.flatMap((line) => (isLineKey(line.key) ? [{ key: line.key, amount_fils: line.amount_fils }] : [])),
          subtotal_fils: quote.subtotal_fils,
          vat_fils: quote.vat_fils,
          total_fils: quote.total_fils,
          unit_price_fils: quote.unit_price_fils,
          production_days: quote.production_days,
          billable_quantity: quote.billable_quantity,
          billable_area_m2: quote.billable_area_m2,
          process: quote.process,
          turnaround: isTurnaround(quote.turnaround) ? quote.turnaround : 'standard',
        }
      : null,
    ladder: answer.ladder,
    source: 'server',
  };
}

function isLineKey(key: string): key is LineKey {
  return (LINE_KEYS as readonly string[]).includes(key);
}
function isTurnaround(key: string): key is TurnaroundKey {
  return (TURNAROUND_KEYS as readonly string[]).includes(key);
}

/** What differs between the browser's and the server's figures (empty when they agree). */
export function priceDifferences(local: LiveQuote, server: LiveQuote): string[] {
  const out: string[] = [];
  if (local.ok !== server.ok) out.push(`ok ${local.ok} ≠ ${server.ok}`);
  if (local.quote?.total_fils !== server.quote?.total_fils) out.push(`total ${local.quote?.total_fils} ≠ ${server.quote?.total_fils}`);
  const ladder = (rows: LadderRow[]) => rows.map((r) => `${r.quantity}:${r.available ? r.total_fils : '-'}`).join(' ');
  if (server.ok && ladder(local.ladder) !== ladder(server.ladder)) out.push(`ladder ${ladder(local.ladder)} ≠ ${ladder(server.ladder)}`);
  return out;
}

export function useLiveQuote(engine: QuoteEngine, code: string, config: Config): LiveQuote {
  const key = JSON.stringify(config);
  const local = useMemo(() => localQuote(engine, code, config), [engine, code, config]);
  // The configuration the server is asked about: the shown one, once it has stayed for CONFIRM_DELAY_MS.
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), CONFIRM_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const asked = settled === key;
  const { data } = useQuery({ ...envelope($api.queryOptions('post', '/quote/price', { body: { code, config: JSON.parse(key) as Config } }), { quiet: true, background: true }), enabled: asked });

  const confirmed = useMemo(() => (asked && data ? fromServer(data) : null), [asked, data]);
  useEffect(() => {
    if (!confirmed) return;
    const differences = priceDifferences(local, confirmed);
    if (differences.length > 0) console.warn(`quote ${code}: the server's price differs from the browser's; using the server's`, { config: JSON.parse(key) as Config, differences });
  }, [confirmed, local, code, key]);
  return confirmed ?? local;
}
