/**
 * The task centre is for designers (spec §2/§6: user type 4). Anyone else who opens its pages is told what it is and
 * how to become a designer, instead of a dead end; the server refuses them too.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../client/components/navigation';
import { isDesigner } from '../../../domain/roles';
import { usePublicData } from '../../../client/api/session-queries';

export function DesignersOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('design');
  const publicData = usePublicData();
  if (!publicData) return <p className="ds-muted">{t('design.loading')}</p>;
  if (isDesigner(publicData.my.type_id)) return children;
  return (
    <section className="ds-page">
      <div className="ds-panel ds-empty" role="note">
        <h1 className="ds-title">{t('design.centre.title')}</h1>
        <p>{t('design.centre.designers_only')}</p>
        <Link to="/user/order/design" className="btn btn-primary">
          {t('design.mine.title')}
        </Link>
      </div>
    </section>
  );
}
