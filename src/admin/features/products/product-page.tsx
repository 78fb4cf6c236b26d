/**
 * One product in the studio: the shop's own quote form (shared, src/client/forms) over the product's schema, priced live by the
 * same engine the server runs, with its quantity ladder, its rules (and whether each holds now), what the studio
 * found at its default configuration and its price change since the catalogue the shop ran before. The
 * configuration lives in the URL (fields that differ from the defaults), so a link shares it.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import type { QuoteEngine, QuoteSchema } from '../../../domain/quote/engine';
import { loadQuoteEngineFor, stringGroupsOf } from '../../../domain/quote/lazy';
import type { Config, Issue } from '../../../domain/quote/types';
import type { components } from '../../../generated/shop-api';
import { issueText } from '../../../client/forms/issue-list';
import { QuoteForm } from '../../../client/forms/quote-form';
import { configFromQuery, queryFromConfig } from '../../../client/forms/url-state';
import { Money } from '../../../client/components/money';
import { useLocale, useQuoteStrings } from '../../../client/i18n';
import { formatCount } from '../../../client/format/format';
import { $api, envelope, usePageQuery } from '../../../client/api/query';
import { FindingList, Percent, PriceStep, StatusBadge } from './findings';
import './studio.css';

type Detail = components['schemas']['StudioProductDetail'];
type Loaded = { code: string; engine: QuoteEngine | null; schema: QuoteSchema | null };

export default function ProductPage() {
  const { code = '' } = useParams();
  const { t } = useTranslation(['studio', 'admin']);
  const groups = useMemo(() => stringGroupsOf([code]), [code]);
  const stringsReady = useQuoteStrings(groups);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let live = true;
    loadQuoteEngineFor(code).then(
      (engine) => live && setLoaded({ code, engine, schema: engine?.getSchema(code) ?? null }),
      () => live && setLoaded({ code, engine: null, schema: null }),
    );
    return () => {
      live = false;
    };
  }, [code]);
  const { data: detail } = usePageQuery(envelope($api.queryOptions('get', '/staff/studio/product', { params: { query: { code } } }), { quiet: true }));
  const ready = loaded?.code === code && stringsReady;
  return (
    <section className="adm-page studio">
      <nav className="studio-crumbs">
        <Link className="adm-link" to="/products">
          {t('studio.product.back')}
        </Link>
      </nav>
      {!ready ? (
        <div className="adm-boot" aria-busy="true" />
      ) : loaded.engine && loaded.schema ? (
        <Studio key={code} code={code} engine={loaded.engine} schema={loaded.schema} detail={detail} />
      ) : (
        <p className="adm-callout adm-callout-error">{t('studio.product.missing', { code })}</p>
      )}
    </section>
  );
}

function Studio({ code, engine, schema, detail }: { code: string; engine: QuoteEngine; schema: QuoteSchema; detail: Detail | null }) {
  const { t } = useTranslation(['studio', 'admin']);
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  // The URL is the configuration: a shared link opens on it, every change rewrites it in place.
  const config = useMemo(() => configFromQuery(location.search, schema), [location.search, schema]);
  const hidden = useMemo(() => {
    const shown = engine.visibleFields(code, config);
    return Object.keys(schema.schema.properties).filter((field) => !shown.includes(field));
  }, [engine, code, config, schema]);
  const setConfig = useCallback(
    (next: Config) => {
      const shown = engine.visibleFields(code, next);
      const query = queryFromConfig(next, schema, Object.keys(schema.schema.properties).filter((field) => !shown.includes(field)));
      navigate({ search: query ? `?${query}` : '' }, { replace: true });
    },
    [engine, code, schema, navigate],
  );
  const priced = useMemo(() => engine.price(code, config), [engine, code, config]);
  const ladder = useMemo(() => engine.ladder(code, config), [engine, code, config]);
  const isValid = useCallback((data: unknown) => engine.validate(code, data).length === 0, [engine, code]);
  const link = `${window.location.origin}/admin/products/${code}${location.search}`; // the router runs under /admin
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  const quote = priced.ok ? priced.quote : null;
  return (
    <>
      <header className="adm-page-head studio-head">
        <div>
          <h1>{t(schema.title)}</h1>
          <p className="adm-muted">{schema.description ? t(schema.description) : null}</p>
        </div>
        {detail && <StatusBadge status={detail.status} />}
      </header>
      <dl className="studio-facts">
        <div>
          <dt>{t('studio.product.file')}</dt>
          <dd>
            <code>{detail?.file ?? `schemas/products/${code}.json`}</code>
          </dd>
        </div>
        <div>
          <dt>{t('studio.product.model')}</dt>
          <dd>{engine.getProduct(code)?.pricing.model}</dd>
        </div>
        <div>
          <dt>{t('studio.product.category')}</dt>
          <dd>{detail?.category_name ?? schema.category}</dd>
        </div>
        <div>
          <dt>{t('studio.product.goods')}</dt>
          <dd>{detail?.goods_id ?? t('studio.product.goods_none')}</dd>
        </div>
      </dl>
      <div className="studio-layout">
        <div className="studio-main">
          <section className="adm-panel studio-form" aria-labelledby="studio-configure">
            <h2 id="studio-configure" className="adm-panel-title">
              {t('studio.product.configure')}
              <button type="button" className="adm-btn studio-reset" onClick={() => setConfig({ ...schema.defaults })} disabled={location.search === ''}>
                {t('studio.product.reset')}
              </button>
            </h2>
            <div className="studio-panel-body">
              <QuoteForm schema={schema} values={config} issues={priced.issues} hidden={hidden} isValid={isValid} onChange={setConfig} productHref={(other) => `/products/${other}`} />
            </div>
          </section>
          <Rules rules={detail?.rules_list ?? null} issues={priced.issues} />
        </div>
        <aside className="studio-aside">
          <section className="adm-panel" aria-labelledby="studio-price">
            <h2 id="studio-price" className="adm-panel-title">
              {t('studio.product.price')}
            </h2>
            <div className="studio-panel-body">
              {quote ? (
                <dl className="studio-price">
                  <PriceRow className="studio-total" label={t('quote_ui.price.total')} testId="studio-total">
                    <Money fils={quote.total_fils} />
                  </PriceRow>
                  <PriceRow label={t('quote_ui.price.unit_price')}>
                    <Money fils={quote.unit_price_fils} />
                  </PriceRow>
                  {quote.lines.map((line) => (
                    <PriceRow key={line.key} className="studio-line" label={t(`quote.line.${line.key}`)}>
                      <Money fils={line.amount_fils} />
                    </PriceRow>
                  ))}
                  <PriceRow label={t('quote_ui.price.subtotal')}>
                    <Money fils={quote.subtotal_fils} />
                  </PriceRow>
                  <PriceRow label={t('quote_ui.price.vat')}>
                    <Money fils={quote.vat_fils} />
                  </PriceRow>
                  <PriceRow label={t('quote_ui.price.production')}>{t('quote_ui.price.production_value', { days: quote.production_days })}</PriceRow>
                </dl>
              ) : (
                <p className="adm-error" data-testid="studio-unavailable">
                  {t('studio.product.unavailable')}
                </p>
              )}
              <div className="studio-share">
                <button type="button" className="adm-btn" onClick={() => void copy()}>
                  {copied ? t('studio.product.copied') : t('studio.product.share')}
                </button>
                <a className="adm-link" href={link} data-testid="studio-link">
                  {t('studio.product.link')}
                </a>
                <a className="adm-link" href={`/pc/custom/${code}${location.search}`}>
                  {t('studio.product.open_shop')}
                </a>
              </div>
            </div>
          </section>
          <section className="adm-panel" aria-labelledby="studio-ladder">
            <h2 id="studio-ladder" className="adm-panel-title">
              {t('studio.product.ladder')}
            </h2>
            <table className="adm-table studio-ladder">
              <thead>
                <tr>
                  <th scope="col">{t('quote_ui.scheme.quantity')}</th>
                  <th scope="col" className="adm-num">
                    {t('quote_ui.scheme.total')}
                  </th>
                  <th scope="col" className="adm-num">
                    {t('quote_ui.scheme.unit')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {(ladder.ok ? ladder.rows : []).map((row) => (
                  <tr key={row.quantity} className={row.quantity === config['quantity'] ? 'is-current' : undefined}>
                    <th scope="row">
                      <button type="button" className="studio-pick" onClick={() => setConfig({ ...config, quantity: row.quantity })}>
                        {formatCount(row.quantity, locale)}
                      </button>
                    </th>
                    {row.available ? (
                      <>
                        <td className="adm-num">
                          <Money fils={row.total_fils} />
                        </td>
                        <td className="adm-num">
                          <Money fils={row.unit_price_fils} />
                        </td>
                      </>
                    ) : (
                      <td colSpan={2} className="adm-muted">
                        {t('studio.product.ladder_unavailable')}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          {detail && (
            <section className="adm-panel" aria-labelledby="studio-findings">
              <h2 id="studio-findings" className="adm-panel-title">
                {t('studio.product.findings')}
              </h2>
              <div className="studio-panel-body">{detail.findings.length > 0 ? <FindingList findings={detail.findings} /> : <p className="adm-muted">{t('studio.product.no_findings')}</p>}</div>
            </section>
          )}
          {detail?.baseline && (
            <section className="adm-panel" aria-labelledby="studio-impact">
              <h2 id="studio-impact" className="adm-panel-title">
                {t('studio.product.impact')}
              </h2>
              <div className="studio-panel-body">
                {detail.impact ? (
                  <>
                    <p>
                      <Money fils={detail.impact.largest.change_fils} signed /> (<Percent value={detail.impact.largest.percent} />)
                    </p>
                    <ul className="studio-steps">
                      {detail.impact.rows.map((row) => (
                        <li key={row.quantity}>
                          <PriceStep row={row} />
                        </li>
                      ))}
                    </ul>
                  </>
                ) : (
                  <p className="adm-muted">{t('studio.product.impact_none')}</p>
                )}
              </div>
            </section>
          )}
        </aside>
      </div>
    </>
  );
}

function PriceRow({ label, className, testId, children }: { label: string; className?: string; testId?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** The product's rules, and whether each holds for the configuration shown. */
function Rules({ rules, issues }: { rules: Detail['rules_list'] | null; issues: readonly Issue[] }) {
  const { t } = useTranslation('studio');
  if (!rules) return null;
  const failing = (rule: Detail['rules_list'][number]) => issues.find((issue) => issue.message === rule.message && issue.field === rule.field);
  // a rule that holds has no values for its message: a literal parameter shows as itself, an expression as ‹expression›
  const placeholders = (params: Record<string, string>) => Object.fromEntries(Object.entries(params).map(([name, cel]) => [name, /^-?\d+(\.\d+)?$/.test(cel) ? cel : `‹${cel}›`]));
  return (
    <section className="adm-panel" aria-labelledby="studio-rules">
      <h2 id="studio-rules" className="adm-panel-title">
        {t('studio.product.rules')} <span className="adm-count">{rules.length}</span>
      </h2>
      {rules.length === 0 ? (
        <p className="studio-panel-body adm-muted">{t('studio.product.no_rules')}</p>
      ) : (
        <div className="adm-table-box">
          <table className="adm-table studio-rules">
            <thead>
              <tr>
                <th scope="col">{t('studio.rules.state')}</th>
                <th scope="col">{t('studio.rules.rule')}</th>
                <th scope="col">{t('studio.rules.message')}</th>
                <th scope="col">{t('studio.rules.field')}</th>
              </tr>
            </thead>
            <tbody>
              {rules.map((rule, i) => {
                const issue = failing(rule);
                return (
                  <tr key={i} data-message={rule.message} data-state={issue ? 'fails' : 'holds'}>
                    <td>
                      <span className={`adm-badge studio-rule-${issue ? rule.severity : 'holds'}`}>{issue ? t('studio.rules.fails') : t('studio.rules.holds')}</span>
                    </td>
                    <td>
                      <code className="studio-cel" dir="ltr">
                        {rule.rule}
                      </code>
                    </td>
                    <td>
                      {issue ? issueText(t, issue) : t(rule.message, placeholders(rule.params))}
                      <span className="adm-muted adm-block">
                        {t(`studio.rules.${rule.severity}`)}
                        {rule.goto ? ` · ${t('studio.rules.goto', { product: t(`quote.product.${rule.goto}.title`) })}` : ''}
                      </span>
                    </td>
                    <td>
                      <code>{rule.field}</code>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
