/** An order line ordered with the design service: its design's status and a link to review the drafts. */
import { useTranslation } from 'react-i18next';
import { Link } from '../../../client/components/navigation';
import type { components } from '../../../generated/shop-api';

export function LineDesign({ design }: { design: components['schemas']['OrderLineDesign'] }) {
  const { t } = useTranslation('design');
  return (
    <p className="ck-small">
      <span>{t(`design.line.${design.status === 'approved' ? 'approved' : design.status === 'cancelled' ? 'cancelled' : 'in_progress'}`)}</span>{' '}
      <Link to={`/user/order/design_detail?id=${design.task_id}`} className="ck-link" data-testid="line-design">
        {design.status === 'draft_submitted' ? t('design.line.review') : t('design.line.open')}
      </Link>
    </p>
  );
}
