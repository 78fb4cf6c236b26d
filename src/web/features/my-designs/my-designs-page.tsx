/** /user/my_designs — my designs from the online editor: open one, delete one, start a new one (docs/online-design.md). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { PAGE_SIZES } from '../../../domain/limits';
import { ConfirmDialog } from '../../../client/components/confirm-dialog';
import { Pager } from '../../../client/components/pager';
import { useLocale } from '../../../client/i18n';
import { api } from '../../../client/api/api';
import { formatDateTime } from '../../../client/format/format';
import { positiveInt } from '../../../client/lib/params';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import './my-designs.css';

export default function EditorDesignsPage() {
  const { t } = useTranslation('editor');
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page')) ?? 1;
  const mine = usePageQuery(envelope($api.queryOptions('get', '/editor/lists', { params: { query: { page_no: page, page_size: PAGE_SIZES.editorDesigns.default } } })));
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);
  const remove = useShopMutation({ mutationFn: (id: number) => api.POST('/editor/delete', { body: { id } }) });

  return (
    <section className="md-page" aria-labelledby="md-title">
      <div className="md-head">
        <h1 id="md-title">{t('editor.mine.title')}</h1>
        <Link to="/design" className="btn btn-primary">
          {t('editor.mine.new')}
        </Link>
      </div>
      {!mine.data ? (
        <p className="md-muted">{t('editor.loading')}</p>
      ) : mine.data.lists.length === 0 ? (
        <p className="md-empty">{t('editor.mine.empty')}</p>
      ) : (
        <>
          <ul className="md-list" data-testid="editor-designs">
            {mine.data.lists.map((design) => (
              <li key={design.id} className="md-item">
                <div>
                  <Link to={`/design?id=${design.id}`} className="md-name">
                    <bdi>{design.name}</bdi>
                  </Link>
                  <p className="md-muted">
                    {t(`editor.kinds.${design.kind}`)} ·{' '}
                    <bdi>{t('editor.size', { width: design.width_mm, height: design.height_mm, bleed: design.bleed_mm })}</bdi> · {t('editor.mine.sides', { count: design.sides })}
                  </p>
                  <p className="md-muted">{t('editor.mine.updated', { at: formatDateTime(design.updated_at, locale) })}</p>
                </div>
                <div className="md-actions">
                  <Link to={`/design?id=${design.id}`} className="btn btn-small">
                    {t('editor.mine.open')}
                  </Link>
                  <button type="button" className="btn btn-small btn-danger" onClick={() => setDeleting({ id: design.id, name: design.name })}>
                    {t('editor.delete')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
          <Pager pageNo={page} pageSize={PAGE_SIZES.editorDesigns.default} count={mine.data.count} onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})} />
        </>
      )}
      {deleting && (
        <ConfirmDialog
          danger
          title={t('editor.mine.delete_title')}
          text={t('editor.mine.delete_text', { name: deleting.name })}
          confirmLabel={t('editor.delete')}
          cancelLabel={t('editor.cancel')}
          onConfirm={() => void remove.run(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
