/** /user/my_designs — my designs from the online editor: open one, delete one, start a new one (docs/online-design.md). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PAGE_SIZES } from '../../../domain/limits';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Pager } from '../../components/pager';
import { useLocale } from '../../i18n';
import { api } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { positiveInt } from '../../lib/params';
import { $api, envelope, usePageQuery, useShopMutation } from '../../lib/query';
import './my-designs.css';

const DESIGN_LISTS = ['get', '/design/lists'] as const;

export default function MyDesignsPage() {
  const { t } = useTranslation('design');
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page')) ?? 1;
  const mine = usePageQuery(envelope($api.queryOptions('get', '/design/lists', { params: { query: { page_no: page, page_size: PAGE_SIZES.designs.default } } })));
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);
  const remove = useShopMutation({ mutationFn: (id: number) => api.POST('/design/delete', { body: { id } }), invalidates: [DESIGN_LISTS] });

  return (
    <section className="md-page" aria-labelledby="md-title">
      <div className="md-head">
        <h1 id="md-title">{t('design.mine.title')}</h1>
        <Link to="/design" className="btn btn-primary">
          {t('design.mine.new')}
        </Link>
      </div>
      {!mine.data ? (
        <p className="md-muted">{t('design.loading')}</p>
      ) : mine.data.lists.length === 0 ? (
        <p className="md-empty">{t('design.mine.empty')}</p>
      ) : (
        <>
          <ul className="md-list" data-testid="my-designs">
            {mine.data.lists.map((design) => (
              <li key={design.id} className="md-item">
                <div>
                  <Link to={`/design?id=${design.id}`} className="md-name">
                    <bdi>{design.name}</bdi>
                  </Link>
                  <p className="md-muted">
                    {t(`design.kinds.${design.kind}`)} ·{' '}
                    <bdi>{t('design.size', { width: design.width_mm, height: design.height_mm, bleed: design.bleed_mm })}</bdi> · {t('design.mine.sides', { count: design.sides })}
                  </p>
                  <p className="md-muted">{t('design.mine.updated', { at: formatDateTime(design.updated_at, locale) })}</p>
                </div>
                <div className="md-actions">
                  <Link to={`/design?id=${design.id}`} className="btn btn-small">
                    {t('design.mine.open')}
                  </Link>
                  <button type="button" className="btn btn-small btn-danger" onClick={() => setDeleting({ id: design.id, name: design.name })}>
                    {t('design.delete')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
          <Pager pageNo={page} pageSize={PAGE_SIZES.designs.default} count={mine.data.count} onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})} />
        </>
      )}
      {deleting && (
        <ConfirmDialog
          danger
          title={t('design.mine.delete_title')}
          text={t('design.mine.delete_text', { name: deleting.name })}
          confirmLabel={t('design.delete')}
          cancelLabel={t('design.cancel')}
          onConfirm={() => void remove.run(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
