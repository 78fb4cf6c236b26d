/**
 * The favourite heart on the goods details and quote pages (/user/collection lists what it keeps): keeps or removes
 * the goods item — named by its id, or by the quote page's product code. Guests are asked to log in first (the link
 * brings them back). Hidden when the item cannot be kept (a product without a goods row).
 */
import { useTranslation } from 'react-i18next';
import { api } from '../../client/api/api';
import { $api, envelope, usePageQuery, useShopMutation } from '../../client/api/query';
import { useSession } from '../../client/lib/session-store';
import { LoginLink } from './login-link';
import './favorite-toggle.css';

/** What a favourite write changes: the heart and the list. */

export function FavoriteToggle({ target }: { target: { goods_id: number } | { code: string } }) {
  const { t } = useTranslation('favorites');
  const token = useSession((s) => s.token);
  const status = usePageQuery({ ...envelope($api.queryOptions('get', '/collection/status', { params: { query: target } }), { quiet: true }), enabled: Boolean(token) });
  const add = useShopMutation({ mutationFn: (body: { goods_id: number }) => api.POST('/collection/add', { body }) });
  const remove = useShopMutation({ mutationFn: (body: { goods_id: number }) => api.POST('/collection/remove', { body }) });

  if (!token) {
    return (
      <LoginLink className="fav-toggle">
        <span className="fav-heart" aria-hidden="true" />
        {t('favorites.toggle.log_in')}
      </LoginLink>
    );
  }
  if (!status.data) return status.failed ? null : <span className="fav-toggle is-loading" aria-hidden="true" />;
  const { goods_id: goodsId, collected } = status.data;
  const busy = add.pending || remove.pending || status.loading;
  return (
    <button type="button" className={`fav-toggle${collected ? ' is-on' : ''}`} aria-pressed={collected} disabled={busy} onClick={() => void (collected ? remove : add).run({ goods_id: goodsId })}>
      <span className="fav-heart" aria-hidden="true" />
      {collected ? t('favorites.toggle.kept') : t('favorites.toggle.keep')}
    </button>
  );
}
