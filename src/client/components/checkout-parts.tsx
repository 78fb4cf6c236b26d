/** Small pieces the cart, checkout, order and payment pages share: product cell, options, status badge. */
import { isMembershipLine } from '../../domain/membership';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from './navigation';
import type { components } from '../../generated/shop-api';
import { ShopImage } from './shop-image';
import { fileSizeText } from '../format/format';
import { quoteOptionLists, useLocale } from '../i18n';
import { describeConfig, type OptionTranslator } from '../format/line-options';
import './stock.css';
import { STOCK_LINE_CODE } from '../../domain/stock/stock';

type QuoteConfig = components['schemas']['QuoteConfig'];
type OrderStatus = components['schemas']['OrderStatus'];
type StockLineInfo = NonNullable<components['schemas']['StockLineInfo']>;

/** Reads option labels from the quote dictionary loaded for the current language. */
export function useOptionTranslator(): OptionTranslator {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const lists = quoteOptionLists(locale);
  return { lists, t: (key) => t(key), has: (key) => i18next.exists(key), yes: t('checkout.common.yes') };
}

/** The key options of a line, as a compact list. */
export function LineOptions({ config, max = 6 }: { config: QuoteConfig; max?: number }) {
  const tr = useOptionTranslator();
  const items = describeConfig(config, tr);
  const shown = items.slice(0, max);
  return (
    <ul className="ck-options" title={items.map((i) => `${i.label}: ${i.value}`).join('\n')}>
      {shown.map((item) => (
        <li key={item.field}>
          <span className="ck-option-label">{item.label}</span> <span>{item.value}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Product image and title; links to the product's quote page. A quote line's title is a quote i18n key; a ready-stock
 * line (`stock`) carries its goods and variant name in every language and links to its goods (or flash-sale) page.
 */
export function ProductCell({ code, title, image, stock, children }: { code: string; title: string; image: string; stock?: StockLineInfo; children?: ReactNode }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  if (stock) {
    return (
      <div className="ck-product">
        <ShopImage src={image} alt="" width={64} height={64} className="ck-product-image" />
        <div className="ck-product-text">
          <Link to={stock.sale_id ? `/goods_details_seckill/${stock.sale_id}` : `/goods_details/${stock.goods_id}`} className="ck-product-title">
            {stock.name[locale] || stock.name.en}
          </Link>
          <StockBadge sale={stock.sale_id !== null} />
          {children}
        </div>
      </div>
    );
  }
  return (
    <div className="ck-product">
      <ShopImage src={image} alt="" width={64} height={64} className="ck-product-image" />
      <div className="ck-product-text">
        {code === STOCK_LINE_CODE ? (
          // A ready-stock line known only by its name (an after-sales line): no quote page to link to.
          <span className="ck-product-title">{title}</span>
        ) : (
          // The annual membership's line opens the membership centre; every other line its quote page.
          <Link to={isMembershipLine(code) ? '/user/member' : `/custom/${code}`} className="ck-product-title">
            {t(title)}
          </Link>
        )}
        {children}
      </div>
    </div>
  );
}

/** "Ready stock" or "Flash sale" under a stock line's name. */
function StockBadge({ sale }: { sale: boolean }) {
  const { t } = useTranslation('stock');
  return <span className={`ck-stock-badge${sale ? ' is-sale' : ''}`}>{sale ? t('stock.line.flash_sale') : t('stock.line.ready_stock')}</span>;
}

/** The design-file cell of a ready-stock line: sold as it is. */
export function NoDesignFileNeeded() {
  const { t } = useTranslation('stock');
  return <span className="ck-file ck-muted">{t('stock.line.no_file_needed')}</span>;
}

/** The line's name as a shopper reads it (for labels): a stock line's own name, else the translated quote title. */
export function useLineName(): (line: { title: string; stock?: StockLineInfo | null }) => string {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  return (line) => (line.stock ? line.stock.name[locale] || line.stock.name.en : t(line.title));
}

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('checkout');
  return <span className={`ck-status ck-status-${status}`}>{t(`checkout.status.${status}`)}</span>;
}

/** A design file's name and size, or "no design file yet". */
export function FileName({ file }: { file: { name: string; size: number } | null }) {
  const { t } = useTranslation('checkout');
  return file ? (
    <span className="ck-file">
      <span className="ck-file-icon" aria-hidden="true" />
      <bdi>{file.name}</bdi>{' '}
      <bdi className="ck-muted" dir="ltr">
        ({fileSizeText(file.size)})
      </bdi>
    </span>
  ) : (
    <span className="ck-file ck-file-missing">{t('checkout.common.no_design_file')}</span>
  );
}
