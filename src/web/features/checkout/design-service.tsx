/**
 * "Design it for me" on the confirm page (/confirm_order_design; docs/design-service.md): a line without a print
 * file may be ordered with the design service instead — the shopper writes a brief and adds reference files; the
 * server prices the design fee by product family (order/preview `design_fees`) and opens a design task per line with
 * the order. The order is paid once the shopper approves a draft.
 */
import { useTranslation } from 'react-i18next';
import { briefProblem, DESIGN_LIMITS } from '../../../domain/design/design';
import type { components } from '../../../generated/shop-api';
import { LineOptions } from '../../../client/components/checkout-parts';
import { Money } from '../../../client/components/money';
import { VoucherField } from '../../components/voucher-field';
import './design-service.css';

type Upload = components['schemas']['Upload'];
type CartLine = components['schemas']['CartLine'];
type DesignFee = components['schemas']['DesignFee'];

export interface BriefDraft {
  text: string;
  references: Upload[];
}

export const EMPTY_BRIEF: BriefDraft = { text: '', references: [] };

/** The message for a brief the server would refuse, or null. */
export function useBriefProblem(): (brief: BriefDraft) => string | null {
  const { t } = useTranslation('design');
  return (brief) => {
    const problem = briefProblem(brief.text);
    return problem ? t(`errors.${problem}`, { min: DESIGN_LIMITS.briefMin, max: DESIGN_LIMITS.briefMax }) : null;
  };
}

/** The switch in a line's file cell: order the design service instead of uploading a file (or go back). */
export function DesignToggle({ on, onChange, disabled }: { on: boolean; onChange(on: boolean): void; disabled: boolean }) {
  const { t } = useTranslation('design');
  return (
    <label className="ds-toggle">
      <input type="checkbox" checked={on} disabled={disabled} onChange={(e) => onChange(e.target.checked)} data-testid="design-for-me" />
      <span>{t('design.checkout.toggle')}</span>
    </label>
  );
}

/** One brief per line ordered with the design service. */
export function DesignBriefs({ lines, fees, briefs, errors, onChange, disabled }: { lines: CartLine[]; fees: DesignFee[]; briefs: Record<number, BriefDraft>; errors: Record<number, string>; onChange(lineId: number, brief: BriefDraft): void; disabled: boolean }) {
  const { t } = useTranslation('design');
  if (lines.length === 0) return null;
  return (
    <section className="ck-panel ds-briefs" aria-labelledby="ds-briefs-title">
      <h2 id="ds-briefs-title" className="ck-section-title">
        {t('design.checkout.title')}
      </h2>
      <p className="ck-muted">{t('design.checkout.intro')}</p>
      {lines.map((line) => {
        const brief = briefs[line.id] ?? EMPTY_BRIEF;
        const fee = fees.find((f) => f.cart_id === line.id);
        const error = errors[line.id];
        const id = `ds-brief-${line.id}`;
        return (
          <div key={line.id} className="ds-brief-panel" data-brief-for={line.id}>
            <div className="ds-brief-head">
              <strong>{t('design.checkout.for', { product: t(line.title) })}</strong>
              {fee && (
                <span>
                  {t('design.checkout.fee')} <Money fils={fee.fee_fils} className="ck-price" /> <span className="ck-muted ck-small">{t('design.vat_excluded')}</span>
                </span>
              )}
            </div>
            <LineOptions config={line.config} max={8} />
            <label className="ds-brief-label" htmlFor={id}>
              <span>{t('design.checkout.brief_label')}</span>
            </label>
            <textarea
              id={id}
              className={`ck-textarea${error ? ' has-error' : ''}`}
              rows={4}
              maxLength={DESIGN_LIMITS.briefMax}
              placeholder={t('design.checkout.brief_placeholder')}
              value={brief.text}
              disabled={disabled}
              aria-invalid={Boolean(error)}
              aria-describedby={`${id}-note`}
              data-testid="design-brief"
              onChange={(e) => onChange(line.id, { ...brief, text: e.target.value })}
            />
            <p id={`${id}-note`} className={error ? 'field-error' : 'field-hint'} role={error ? 'alert' : undefined}>
              {error ?? t('design.checkout.brief_hint', { length: brief.text.trim().length, min: DESIGN_LIMITS.briefMin, max: DESIGN_LIMITS.briefMax })}
            </p>
            {brief.references.length > 0 && (
              <ul className="ds-chips" aria-label={t('design.references')}>
                {brief.references.map((file) => (
                  <li key={file.id} className="ds-chip">
                    <bdi>{file.name}</bdi>
                    <button type="button" className="link-button" aria-label={t('design.checkout.remove_reference', { name: file.name })} onClick={() => onChange(line.id, { ...brief, references: brief.references.filter((f) => f.id !== file.id) })}>
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {brief.references.length < DESIGN_LIMITS.referencesMax && (
              <VoucherField
                id={`${id}-ref`}
                kind="design_reference"
                testId="design-reference"
                value={null}
                error={undefined}
                onChange={(file) => onChange(line.id, { ...brief, references: [...brief.references, file] })}
                text={{
                  label: t('design.checkout.references_label'),
                  upload: t('design.checkout.add_reference'),
                  replace: t('design.checkout.add_reference'),
                  hint: t('design.checkout.references_hint', { max: DESIGN_LIMITS.referencesMax }),
                  wrongType: t('design.checkout.reference_type'),
                  failed: t('design.task.upload_failed'),
                  uploading: (percent) => t('design.task.uploading', { percent }),
                }}
              />
            )}
          </div>
        );
      })}
      <p className="ck-note" role="note">
        {t('design.checkout.pay_later')}
      </p>
    </section>
  );
}
