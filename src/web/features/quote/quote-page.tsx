/**
 * /custom/:code — every product's quote page, rendered from its schema by the one generic form (src/client/forms).
 * The configuration lives in the URL query (fields that differ from the defaults); every change is priced at once in
 * the browser and confirmed by the server; issues show at their fields; a standing error blocks ordering.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import type { QuoteEngine, QuoteSchema } from '../../../domain/quote/engine';
import { stringGroupsOf } from '../../../domain/quote/lazy';
import type { Config } from '../../../domain/quote/types';
import { FavoriteToggle } from '../../components/favorite-toggle';
import { ShopImage } from '../../../client/components/shop-image';
import { QuoteForm } from '../../../client/forms/quote-form';
import { useSession } from '../../../client/lib/session-store';
import { BulkOrder } from './bulk-order';
import { takeResumedAction, useAddToCart, type CartItem, type QuoteAction } from './cart';
import { DesignNotes } from './design-notes';
import { DesignUpload } from './design-upload';
import { DesignForMe } from './design-for-me';
import { designKindOf } from '../../../domain/editor/products';
import { PricePanel } from './price-panel';
import { useLocale, useQuoteStrings } from '../../../client/i18n';
import { productHref } from './quote-links';
import { QuoteMissing } from './quote-missing';
import { SchemeTable } from './scheme-table';
import type { UploadedDesign } from '../../../client/api/upload';
import { configFromQuery, queryFromConfig } from '../../../client/forms/url-state';
import { cancelUrl, scheduleQuery } from './url-sync';
import { useLiveQuote } from './use-live-quote';
import { useQuoteEngine } from './use-quote-engine';
import './quote.css';

export default function QuotePage() {
  const { code = '' } = useParams();
  // This product's strings only (quote.<locale>.json and its product group), in the current language.
  const groups = useMemo(() => stringGroupsOf([code]), [code]);
  const ready = useQuoteStrings(groups);
  const product = useQuoteEngine(code);
  if (!ready || product.status === 'loading') return <div className="container page-loading" aria-busy="true" />;
  if (product.status === 'missing') return <QuoteMissing />;
  return <QuoteView key={code} code={code} engine={product.engine} schema={product.schema} />;
}

function unitOf(schema: QuoteSchema): string {
  const entry = schema.ui['quantity'];
  const options = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>)['ui:options'] : undefined;
  const unit = typeof options === 'object' && options !== null ? (options as Record<string, unknown>)['unit'] : undefined;
  return typeof unit === 'string' ? unit : 'quote.unit.pieces';
}

export function QuoteView({ code, engine, schema }: { code: string; engine: QuoteEngine; schema: QuoteSchema }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);

  // The URL is read when the page opens and on every real navigation (a link, Back); edits rewrite it in place.
  const [state, setState] = useState(() => ({ key: location.key, config: configFromQuery(location.search, schema) }));
  let config = state.config;
  if (state.key !== location.key) {
    config = configFromQuery(location.search, schema);
    setState({ key: location.key, config });
  }
  const setConfig = useCallback((next: Config) => setState((s) => ({ key: s.key, config: next })), []);

  // Fields hidden by their x-visible condition: not shown, not chosen (the engine ignores them), not in the URL.
  const hidden = useMemo(() => {
    const shown = engine.visibleFields(code, config);
    return Object.keys(schema.schema.properties).filter((field) => !shown.includes(field));
  }, [engine, code, config, schema]);

  useEffect(() => scheduleQuery(queryFromConfig(config, schema, hidden)), [config, schema, hidden]);
  useEffect(() => cancelUrl, []);

  const live = useLiveQuote(engine, code, config);
  const isValid = useCallback((data: unknown) => engine.validate(code, data).length === 0, [engine, code]);
  const blocked = !live.ok || live.issues.some((issue) => issue.severity === 'error');
  const [file, setFile] = useState<UploadedDesign | null>(null);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(false);
  const [today] = useState(() => new Date());
  const addToCart = useAddToCart();

  const submit = useCallback(
    async (configs: Config[], action: QuoteAction) => {
      // A line ordered with the design service gets its file from the designer.
      const items: CartItem[] = configs.map((c) => ({ code, config: c, ...(file && configs.length === 1 && action !== 'design' ? { file_id: file.id } : {}) }));
      setBusy(true);
      setAdded(false);
      const ids = await addToCart(items, action, navigate);
      setBusy(false);
      if (!ids) return;
      if (action === 'buy') navigate(`/confirm_order?ids=${ids.join(',')}`);
      else if (action === 'design') navigate(`/confirm_order_design?ids=${ids.join(',')}&design=${ids.join(',')}`);
      else setAdded(true);
    },
    [code, file, navigate, addToCart],
  );

  // Back from login with the same configuration: finish what the shopper asked for before logging in.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || !token) return;
    resumed.current = true;
    const action = takeResumedAction();
    if (action && !blocked) void Promise.resolve().then(() => submit([config], action));
  }, [token, blocked, submit, config]);

  const title = t(schema.title);
  const unit = t(unitOf(schema));
  return (
    <div className="container page-section quote-page" data-code={code}>
      <nav className="breadcrumbs" aria-label={t('list.breadcrumbs')}>
        <Link to="/">{t('common.home')}</Link>
        <Link to="/goods_list/custom">{t('quote_ui.all_products')}</Link>
        <span aria-current="page">{title}</span>
      </nav>
      <div className="quote-layout">
        <div className="quote-main">
          <header className="quote-card quote-head">
            {schema.image && <ShopImage src={schema.image} alt="" width={96} height={96} className="quote-head-image" />}
            <div>
              <h1>{title}</h1>
              {schema.description && <p className="quote-muted">{t(schema.description)}</p>}
            </div>
            <div className="quote-head-favorite">
              <FavoriteToggle target={{ code }} />
            </div>
          </header>
          <section className="quote-card" aria-label={t('quote_ui.configure')}>
            <QuoteForm schema={schema} values={config} issues={live.issues} hidden={hidden} isValid={isValid} onChange={setConfig} productHref={productHref} />
          </section>
          <SchemeTable rows={live.ok ? live.ladder : []} quantity={config['quantity']} locale={locale} onPick={(quantity) => setConfig({ ...config, quantity })} />
          <DesignUpload onChange={setFile} designHref={designKindOf(code) ? `/design?${new URLSearchParams({ code, config: JSON.stringify(config) }).toString()}` : undefined} />
          <BulkOrder engine={engine} code={code} config={config} locale={locale} busy={busy} onAdd={(configs) => void submit(configs, 'cart')} />
        </div>
        <aside className="quote-aside">
          <PricePanel live={live} locale={locale} today={today} unit={unit}>
            <div className="quote-actions">
              <button type="button" className="btn btn-primary btn-large" disabled={blocked || busy} onClick={() => void submit([config], 'buy')}>
                {t('quote_ui.actions.buy_now')}
              </button>
              <button type="button" className="btn btn-outline btn-large" disabled={blocked || busy} onClick={() => void submit([config], 'cart')}>
                {t('quote_ui.actions.add_to_cart')}
              </button>
              {!file && <DesignForMe disabled={blocked || busy} onClick={() => void submit([config], 'design')} />}
              {blocked && <p className="quote-blocked">{t('quote_ui.actions.blocked')}</p>}
              {added && (
                <p className="quote-added" role="status">
                  {t('quote_ui.actions.added')} <Link to="/shop_cart">{t('quote_ui.actions.view_cart')}</Link>
                </p>
              )}
            </div>
          </PricePanel>
          <DesignNotes />
        </aside>
      </div>
    </div>
  );
}
