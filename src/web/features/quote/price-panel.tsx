/** Total, unit price, VAT, production time and delivery date; the breakdown on demand; the order buttons. */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../domain/i18n/locales';
import { formatAed, INTL_LOCALES } from '../../../domain/format';
import { addWorkingDays } from './delivery';
import type { LiveQuote } from './use-live-quote';

// Intl formatters are costly to build: one per language, not one per render.
const dates = new Map<Locale, Intl.DateTimeFormat>();
const counts = new Map<Locale, Intl.NumberFormat>();
function dateFormat(locale: Locale): Intl.DateTimeFormat {
  let format = dates.get(locale);
  if (!format) dates.set(locale, (format = new Intl.DateTimeFormat(INTL_LOCALES[locale], { weekday: 'short', day: 'numeric', month: 'short' })));
  return format;
}
export function formatCount(n: number, locale: Locale): string {
  let format = counts.get(locale);
  if (!format) counts.set(locale, (format = new Intl.NumberFormat(INTL_LOCALES[locale])));
  return format.format(n);
}

export function PricePanel({ live, locale, today, unit, children }: { live: LiveQuote; locale: Locale; today: Date; unit: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const quote = live.ok ? live.quote : null;
  const money = (fils: number) => formatAed(fils, locale);
  const ship = quote ? addWorkingDays(today, quote.production_days) : null;
  return (
    <section className="quote-card price-panel" aria-labelledby="price-title" data-source={live.source}>
      <div className="price-head">
        <h2 id="price-title">{t('quote_ui.price.title')}</h2>
        <span className={`price-source price-source-${live.source}`}>{live.source === 'server' ? t('quote_ui.price.confirmed') : t('quote_ui.price.checking')}</span>
      </div>
      {quote ? (
        <>
          <div className="price-total">
            <span>{t('quote_ui.price.total')}</span>
            <strong data-testid="quote-total" aria-live="polite">
              {money(quote.total_fils)}
            </strong>
          </div>
          <dl className="price-facts">
            <div>
              <dt>{t('quote_ui.price.unit_price')}</dt>
              <dd data-testid="quote-unit-price">{money(quote.unit_price_fils)}</dd>
            </div>
            <div>
              <dt>{t('quote_ui.price.quantity')}</dt>
              <dd data-testid="quote-quantity">
                {formatCount(quote.quantity, locale)} {unit}
              </dd>
            </div>
            {quote.billable_area_m2 !== null && (
              <div>
                <dt>{t('quote_ui.price.billable_area')}</dt>
                <dd data-testid="quote-billable-area">{t('quote_ui.price.billable_area_value', { area: quote.billable_area_m2 })}</dd>
              </div>
            )}
            <div>
              <dt>{t('quote_ui.price.subtotal')}</dt>
              <dd>{money(quote.subtotal_fils)}</dd>
            </div>
            <div>
              <dt>{t('quote_ui.price.vat')}</dt>
              <dd data-testid="quote-vat">{money(quote.vat_fils)}</dd>
            </div>
            <div>
              <dt>{t('quote_ui.price.production')}</dt>
              <dd>{t('quote_ui.price.production_value', { days: quote.production_days })}</dd>
            </div>
            {ship && (
              <div>
                <dt>{t('quote_ui.price.delivery')}</dt>
                <dd data-testid="quote-delivery">{dateFormat(locale).format(ship)}</dd>
              </div>
            )}
          </dl>
          <p className="price-note">{t('quote_ui.price.delivery_note')}</p>
          <button type="button" className="link-button quote-link" aria-expanded={open} aria-controls="price-breakdown" onClick={() => setOpen(!open)}>
            {open ? t('quote_ui.price.breakdown_hide') : t('quote_ui.price.breakdown_show')}
          </button>
          {open && (
            <table id="price-breakdown" className="price-breakdown">
              <caption className="visually-hidden">{t('quote_ui.price.breakdown')}</caption>
              <tbody>
                {quote.lines.map((line) => (
                  <tr key={line.key} data-line={line.key}>
                    <th scope="row">{t(`quote.line.${line.key}`)}</th>
                    <td>{money(line.amount_fils)}</td>
                  </tr>
                ))}
                <tr className="price-breakdown-sum">
                  <th scope="row">{t('quote_ui.price.subtotal')}</th>
                  <td>{money(quote.subtotal_fils)}</td>
                </tr>
                <tr>
                  <th scope="row">{t('quote_ui.price.vat')}</th>
                  <td>{money(quote.vat_fils)}</td>
                </tr>
                <tr className="price-breakdown-sum">
                  <th scope="row">{t('quote_ui.price.total')}</th>
                  <td>{money(quote.total_fils)}</td>
                </tr>
              </tbody>
            </table>
          )}
        </>
      ) : (
        <p className="price-unavailable" data-testid="quote-unavailable">
          {t('quote_ui.price.unavailable')}
        </p>
      )}
      {children}
    </section>
  );
}
