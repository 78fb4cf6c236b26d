/** Small pieces the checkout pages share: login prompt, confirm dialog, product cell, options, status badge. */
import i18next from 'i18next';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { components } from '../../../generated/shop-api';
import { LoginLink } from '../../components/login-link';
import { ShopImage } from '../../components/shop-image';
import { formatAed } from '../../lib/format';
import { useLocale } from './checkout-i18n';
import { describeConfig, type OptionTranslator } from './line-options';

type QuoteConfig = components['schemas']['QuoteConfig'];
type OrderStatus = components['schemas']['OrderStatus'];

/** Guests: spec §6 "must log in for cart and orders" — say so and offer login (back_url remembered). */
export function LoginFirst() {
  const { t } = useTranslation();
  return (
    <div className="ck-panel ck-empty" role="status">
      <p className="ck-empty-title">{t('checkout.common.login_first')}</p>
      <p className="ck-muted">{t('checkout.common.login_hint')}</p>
      <LoginLink className="btn btn-primary">{t('checkout.common.log_in')}</LoginLink>
    </div>
  );
}

export function Money({ fils, className }: { fils: number; className?: string }) {
  const locale = useLocale();
  // Amounts are left-to-right runs even inside Arabic text.
  return (
    <bdi className={className} dir="ltr">
      {formatAed(fils, locale)}
    </bdi>
  );
}

/** A modal asking to confirm a destructive action. */
export function ConfirmDialog({ title, text, confirmLabel, onConfirm, onClose }: { title: string; text: string; confirmLabel?: string; onConfirm(): void; onClose(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    cancel.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="modal-backdrop">
      <div className="modal ck-confirm" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
        <h2 id={`${id}-title`}>{title}</h2>
        <p id={`${id}-text`}>{text}</p>
        <div className="ck-dialog-actions">
          <button ref={cancel} type="button" className="btn" onClick={onClose}>
            {t('checkout.common.cancel')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              onClose();
              onConfirm();
            }}
          >
            {confirmLabel ?? t('checkout.common.confirm')}
          </button>
        </div>
      </div>
    </div>
  );
}

/** A modal with arbitrary content (forms). */
export function Dialog({ title, onClose, children, wide }: { title: string; onClose(): void; children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="modal-backdrop">
      <div className={`modal ck-dialog${wide ? ' ck-dialog-wide' : ''}`} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`}>
        <div className="ck-dialog-head">
          <h2 id={`${id}-title`}>{title}</h2>
          <button type="button" className="ck-dialog-close" aria-label={t('checkout.common.close')} onClick={onClose}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}

/** Reads option labels from the quote dictionary loaded for the current language. */
export function useOptionTranslator(): OptionTranslator {
  const { t } = useTranslation();
  const locale = useLocale();
  const lists = i18next.getResource(locale, 'translation', 'quote.option') as Record<string, unknown> | undefined;
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

/** Product image and title (the title is a quote i18n key); links to the product's quote page. */
export function ProductCell({ code, title, image, children }: { code: string; title: string; image: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="ck-product">
      <ShopImage src={image} alt="" width={64} height={64} className="ck-product-image" />
      <div className="ck-product-text">
        <Link to={`/custom/${code}`} className="ck-product-title">
          {t(title)}
        </Link>
        {children}
      </div>
    </div>
  );
}

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <span className={`ck-status ck-status-${status}`}>{t(`checkout.status.${status}`)}</span>;
}

export function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A design file's name and size, or "no design file yet". */
export function FileName({ file }: { file: { name: string; size: number } | null }) {
  const { t } = useTranslation();
  return file ? (
    <span className="ck-file">
      <span className="ck-file-icon" aria-hidden="true" />
      <bdi>{file.name}</bdi>{' '}
      <bdi className="ck-muted" dir="ltr">
        ({sizeText(file.size)})
      </bdi>
    </span>
  ) : (
    <span className="ck-file ck-file-missing">{t('checkout.common.no_design_file')}</span>
  );
}

/** Query parameter as a positive integer, or null. */
export function positiveInt(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && Number.isSafeInteger(n) ? n : null;
}
