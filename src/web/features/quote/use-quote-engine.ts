/** The quote engine and schema of one product, loaded on demand (its own chunk; see src/domain/quote/lazy.ts). */
import { useEffect, useState } from 'react';
import type { QuoteEngine, QuoteSchema } from '../../../domain/quote/engine';
import { loadQuoteEngineFor } from '../../../domain/quote/lazy';

export type LoadedProduct = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; engine: QuoteEngine; schema: QuoteSchema };

export function useQuoteEngine(code: string): LoadedProduct {
  const [loaded, setLoaded] = useState<{ code: string; result: LoadedProduct } | null>(null);
  useEffect(() => {
    let live = true;
    loadQuoteEngineFor(code).then(
      (engine) => {
        const schema = engine?.getSchema(code);
        if (live) setLoaded({ code, result: engine && schema ? { status: 'ready', engine, schema } : { status: 'missing' } });
      },
      () => live && setLoaded({ code, result: { status: 'missing' } }),
    );
    return () => {
      live = false;
    };
  }, [code]);
  return loaded?.code === code ? loaded.result : { status: 'loading' };
}

/** Several products' engines at once (box gallery); products that do not exist are left out. */
export function useQuoteEngines(codes: readonly string[]): { engine: QuoteEngine; schema: QuoteSchema }[] | null {
  const key = codes.join(',');
  const [loaded, setLoaded] = useState<{ key: string; list: { engine: QuoteEngine; schema: QuoteSchema }[] } | null>(null);
  useEffect(() => {
    let live = true;
    const wanted = key.split(',').filter(Boolean);
    Promise.all(wanted.map((code) => loadQuoteEngineFor(code).catch(() => null))).then((engines) => {
      const list = engines.flatMap((engine, i) => {
        const schema = engine?.getSchema(wanted[i] ?? '');
        return engine && schema ? [{ engine, schema }] : [];
      });
      if (live) setLoaded({ key, list });
    });
    return () => {
      live = false;
    };
  }, [key]);
  return loaded?.key === key ? loaded.list : null;
}
