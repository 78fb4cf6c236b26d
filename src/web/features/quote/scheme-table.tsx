/** The quotation scheme: the configuration priced at each ladder quantity; a row picks that quantity. */
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../domain/i18n/locales';
import type { LadderRow } from '../../../domain/quote/types';
import { issueText } from '../../../client/forms/issue-list';
import { formatAed } from '../../../domain/format';
import { formatCount } from './price-panel';

export function SchemeTable({ rows, quantity, locale, onPick }: { rows: LadderRow[]; quantity: unknown; locale: Locale; onPick(quantity: number): void }) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <section className="quote-card quote-scheme" aria-labelledby="scheme-title">
      <h2 id="scheme-title">{t('quote_ui.scheme.title')}</h2>
      <p className="quote-muted">{t('quote_ui.scheme.hint')}</p>
      <table className="scheme-table">
        <thead>
          <tr>
            <th scope="col">{t('quote_ui.scheme.quantity')}</th>
            <th scope="col">{t('quote_ui.scheme.total')}</th>
            <th scope="col">{t('quote_ui.scheme.unit')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const reason = row.issues[0];
            return (
              <tr
                key={row.quantity}
                className={`${row.quantity === quantity ? 'is-selected' : ''}${row.available ? '' : ' is-unavailable'}`}
                data-quantity={row.quantity}
                onClick={row.available ? () => onPick(row.quantity) : undefined}
              >
                <th scope="row">
                  <button type="button" className="link-button" disabled={!row.available} aria-pressed={row.quantity === quantity} aria-label={t('quote_ui.scheme.choose', { quantity: row.quantity })} onClick={(event) => {
                    event.stopPropagation();
                    onPick(row.quantity);
                  }}>
                    {formatCount(row.quantity, locale)}
                  </button>
                </th>
                {row.available ? (
                  <>
                    <td>{formatAed(row.total_fils, locale)}</td>
                    <td>{formatAed(row.unit_price_fils, locale)}</td>
                  </>
                ) : (
                  <td colSpan={2} className="quote-muted">
                    {reason ? issueText(t, reason) : t('quote_ui.scheme.unavailable')}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
