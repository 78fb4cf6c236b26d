/** Bulk ordering: several quantities/versions of the same configuration added to the cart in one call (≤ 20). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../domain/i18n/locales';
import type { QuoteEngine } from '../../../domain/quote/engine';
import type { Config } from '../../../domain/quote/types';
import { issueText } from '../../../client/forms/issue-list';
import { NumberInput } from '../../../client/forms/widgets/number-input';
import { formatAed } from '../../../domain/format';
import { BULK_MAX } from './cart';

interface Row {
  id: number;
  quantity: number;
}

export function BulkOrder({ engine, code, config, locale, busy, onAdd }: { engine: QuoteEngine; code: string; config: Config; locale: Locale; busy: boolean; onAdd(configs: Config[]): void }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Row[]>([]);
  const [nextId, setNextId] = useState(1);
  const quantity = typeof config['quantity'] === 'number' ? config['quantity'] : 1;

  function addRow(q: number) {
    setRows((current) => (current.length >= BULK_MAX ? current : [...current, { id: nextId, quantity: q }]));
    setNextId((n) => n + 1);
  }

  const priced = rows.map((row) => ({ row, result: engine.price(code, { ...config, quantity: row.quantity }) }));
  const total = priced.reduce((sum, p) => sum + (p.result.ok ? p.result.quote.total_fils : 0), 0);
  const allOk = priced.length > 0 && priced.every((p) => p.result.ok);

  return (
    <section className="quote-card quote-bulk" aria-labelledby="bulk-title">
      <h2 id="bulk-title">{t('quote_ui.bulk.title')}</h2>
      <p className="quote-muted">{t('quote_ui.bulk.hint', { max: BULK_MAX })}</p>
      {rows.length === 0 ? (
        <button
          type="button"
          className="btn"
          onClick={() => {
            setRows([
              { id: 1, quantity },
              { id: 2, quantity },
            ]);
            setNextId(3);
          }}
        >
          {t('quote_ui.bulk.open')}
        </button>
      ) : (
        <>
          <ol className="bulk-rows">
            {priced.map(({ row, result }, index) => {
              const error = result.ok ? null : result.issues.find((i) => i.severity === 'error');
              return (
                <li key={row.id} className="bulk-row" data-row={index + 1}>
                  <span className="bulk-name">{t('quote_ui.bulk.version', { n: index + 1 })}</span>
                  <NumberInput
                    value={row.quantity}
                    integer
                    min={1}
                    aria-label={t('quote_ui.bulk.quantity', { n: index + 1 })}
                    onCommit={(q) => setRows((current) => current.map((r) => (r.id === row.id ? { ...r, quantity: q } : r)))}
                  />
                  <span className={result.ok ? 'bulk-price' : 'bulk-price qf-issue-error'}>{result.ok ? formatAed(result.quote.total_fils, locale) : error ? issueText(t, error) : '—'}</span>
                  <button type="button" className="link-button quote-link" aria-label={t('quote_ui.bulk.remove_row', { n: index + 1 })} onClick={() => setRows((current) => current.filter((r) => r.id !== row.id))}>
                    ×
                  </button>
                </li>
              );
            })}
          </ol>
          <div className="bulk-footer">
            <button type="button" className="btn" disabled={rows.length >= BULK_MAX} onClick={() => addRow(quantity)}>
              {t('quote_ui.bulk.add_row')}
            </button>
            {allOk && <span className="bulk-total">{t('quote_ui.bulk.total', { total: formatAed(total, locale) })}</span>}
            <button type="button" className="btn btn-primary" disabled={!allOk || busy} onClick={() => onAdd(rows.map((row) => ({ ...config, quantity: row.quantity })))}>
              {t('quote_ui.bulk.add_all', { count: rows.length })}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
