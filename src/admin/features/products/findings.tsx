/** What the studio says about a product, in the staff member's language: findings, status badges, price changes. */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALES } from '../../../domain/format';
import type { components } from '../../../generated/shop-api';
import { Money } from '../../../client/components/money';
import { formatCount } from '../../../client/format/format';
import { useLocale } from '../../../client/i18n';

type Finding = components['schemas']['StudioFinding'];
type Status = components['schemas']['StudioStatus'];

/** One finding as a sentence: rule messages from the quote dictionaries, the rest from the studio's own. */
export function findingText(t: TFunction, finding: Finding): string {
  switch (finding.kind) {
    case 'rule':
    case 'cannot_price':
      return t(finding.message ?? 'quote.error.cannot_price', finding.params);
    case 'ladder_gap':
      return t('studio.finding.ladder_gap', { quantities: finding.params['quantities'] });
    case 'no_image':
      return t('studio.finding.no_image');
    case 'not_listed':
      return t(finding.params['reason'] === 'hidden' ? 'studio.finding.hidden' : 'studio.finding.no_goods_row');
  }
}

export function StatusBadge({ status }: { status: Status }) {
  const { t } = useTranslation('studio');
  return <span className={`adm-badge studio-status studio-status-${status}`}>{t(`studio.status.${status}`)}</span>;
}

export function FindingList({ findings }: { findings: readonly Finding[] }) {
  const { t } = useTranslation('studio');
  return (
    <ul className="studio-findings">
      {findings.map((finding, i) => (
        <li key={i} className={`studio-finding studio-finding-${finding.severity}`} data-kind={finding.kind}>
          {findingText(t, finding)}
        </li>
      ))}
    </ul>
  );
}

/** A change in % with its sign (null: the step had no price before). */
export function Percent({ value }: { value: number | null }) {
  const { t } = useTranslation('studio');
  const locale = useLocale();
  if (value === null) return <>{t('studio.impact.new')}</>;
  const sign = value > 0 ? '+' : value < 0 ? '−' : '';
  return (
    <bdi dir="ltr">
      {sign}
      {new Intl.NumberFormat(INTL_LOCALES[locale], { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(Math.abs(value))} %
    </bdi>
  );
}

/** One ladder step's old and new totals. */
export function PriceStep({ row }: { row: components['schemas']['StudioPriceRow'] }) {
  const { t } = useTranslation('studio');
  const locale = useLocale();
  const money = (fils: number | null) => (fils === null ? t('studio.product.ladder_unavailable') : <Money fils={fils} />);
  return (
    <span className="studio-step" data-quantity={row.quantity}>
      <bdi>× {formatCount(row.quantity, locale)}</bdi> {money(row.before_fils)} <span className="studio-arrow" aria-hidden="true" /> {money(row.after_fils)}
    </span>
  );
}
