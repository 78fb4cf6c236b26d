import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ID_MAX } from '../../../domain/limits';
import { positiveInt } from '../../../client/lib/params';
import { AuditTable } from '../../components/audit-table';

/** A record id typed by staff, or undefined (the API refuses ids beyond ID_MAX with HTTP 400). */
const idOf = (text: string | null): number | undefined => {
  const n = positiveInt(text);
  return n !== null && n <= ID_MAX ? n : undefined;
};

/** The whole shop's audit trail, filtered by order id or customer id (kept in the URL). */
export default function AuditPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const orderId = idOf(params.get('order_id'));
  const userId = idOf(params.get('user_id'));
  const [orderText, setOrderText] = useState(orderId ? String(orderId) : '');
  const [userText, setUserText] = useState(userId ? String(userId) : '');

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    const order = idOf(orderText.trim());
    const user = idOf(userText.trim());
    if (order) next.set('order_id', String(order));
    if (user) next.set('user_id', String(user));
    setParams(next);
  };

  return (
    <section className="adm-page">
      <header className="adm-page-head">
        <h1>{t('admin.audit.title')}</h1>
        <p className="adm-muted">{t('admin.audit.intro')}</p>
      </header>
      <form className="adm-filters" onSubmit={apply}>
        <label className="adm-field">
          <span>{t('admin.audit.order_id')}</span>
          <input type="number" min={1} max={ID_MAX} inputMode="numeric" value={orderText} onChange={(e) => setOrderText(e.target.value)} />
        </label>
        <label className="adm-field">
          <span>{t('admin.audit.user_id')}</span>
          <input type="number" min={1} max={ID_MAX} inputMode="numeric" value={userText} onChange={(e) => setUserText(e.target.value)} />
        </label>
        <button type="submit" className="adm-btn adm-btn-primary">
          {t('admin.common.filter')}
        </button>
        {(orderId || userId) && (
          <button
            type="button"
            className="adm-btn"
            onClick={() => {
              setOrderText('');
              setUserText('');
              setParams(new URLSearchParams());
            }}
          >
            {t('admin.common.clear')}
          </button>
        )}
      </form>
      <div className="adm-panel">
        <AuditTable key={`${orderId ?? ''}-${userId ?? ''}`} orderId={orderId} userId={userId} />
      </div>
    </section>
  );
}
