/**
 * /box_show and /box_{kh,cx,lh,px}_show: a gallery of box styles with a "from AED x" teaser — the engine's price at
 * the product's default configuration and lowest ladder step — linking to each style's quote page.
 */
import { useTranslation } from 'react-i18next';
import { Link } from '../../../client/components/navigation';
import type { QuoteEngine, QuoteSchema } from '../../../domain/quote/engine';
import { stringGroupsOf } from '../../../domain/quote/lazy';
import { ShopImage } from '../../../client/components/shop-image';
import { formatAed } from '../../../domain/format';
import { productHref } from './quote-links';
import { useLocale, useQuoteStrings } from '../../../client/i18n';
import { useQuoteEngines } from './use-quote-engine';
import './quote.css';

export const BOX_CODES = ['box_kh', 'box_cx', 'box_lh', 'box_px'] as const;
const BOX_STRINGS = stringGroupsOf(BOX_CODES);

/** Lowest ladder step at the default configuration: the cheapest order a shopper can place. */
export function fromPrice(engine: QuoteEngine, schema: QuoteSchema): { total_fils: number; quantity: number } | null {
  const scheme = engine.ladder(schema.code, schema.defaults);
  const row = scheme.ok ? scheme.rows.find((r) => r.available) : undefined;
  return row ? { total_fils: row.total_fils, quantity: row.quantity } : null;
}

function BoxCard({ engine, schema, featured }: { engine: QuoteEngine; schema: QuoteSchema; featured: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const from = fromPrice(engine, schema);
  return (
    <li className={`box-card${featured ? ' is-featured' : ''}`} data-code={schema.code}>
      <Link to={productHref(schema.code)} className="box-card-link">
        {schema.image && <ShopImage src={schema.image} alt="" width={featured ? 280 : 160} height={featured ? 280 : 160} className="box-card-image" />}
        <div className="box-card-body">
          {featured ? <h1>{t(schema.title)}</h1> : <h3>{t(schema.title)}</h3>}
          {schema.description && <p className="quote-muted">{t(schema.description)}</p>}
          {from && (
            <p className="box-card-price">
              <strong data-testid="box-from">{t('quote_ui.box.from', { price: formatAed(from.total_fils, locale) })}</strong>{' '}
              <span className="quote-muted">{t('quote_ui.box.for_quantity', { quantity: from.quantity })}</span>
            </p>
          )}
          <span className="btn btn-primary">{t('quote_ui.box.configure')}</span>
        </div>
      </Link>
    </li>
  );
}

export default function BoxShowPage({ focus }: { focus?: string }) {
  const { t } = useTranslation();
  const ready = useQuoteStrings(BOX_STRINGS);
  const boxes = useQuoteEngines(BOX_CODES);
  if (!ready || !boxes) return <div className="container page-loading" aria-busy="true" />;
  const featured = boxes.find((b) => b.schema.code === focus);
  const others = boxes.filter((b) => b !== featured);
  return (
    <div className="container page-section box-show" data-focus={focus ?? ''}>
      <nav className="breadcrumbs" aria-label={t('list.breadcrumbs')}>
        <Link to="/">{t('common.home')}</Link>
        {featured ? <Link to="/box_show">{t('quote_ui.box.title')}</Link> : <span aria-current="page">{t('quote_ui.box.title')}</span>}
        {featured && <span aria-current="page">{t(featured.schema.title)}</span>}
      </nav>
      {featured ? (
        <ul className="box-featured">
          <BoxCard engine={featured.engine} schema={featured.schema} featured />
        </ul>
      ) : (
        <header className="box-intro">
          <h1>{t('quote_ui.box.title')}</h1>
          <p className="quote-muted">{t('quote_ui.box.intro')}</p>
        </header>
      )}
      {featured && <h2 className="box-others-title">{t('quote_ui.box.other_styles')}</h2>}
      <ul className="box-grid">
        {others.map((b) => (
          <BoxCard key={b.schema.code} engine={b.engine} schema={b.schema} featured={false} />
        ))}
      </ul>
    </div>
  );
}
