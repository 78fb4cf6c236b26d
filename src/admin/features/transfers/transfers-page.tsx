import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../generated/shop-api';
import { Money } from '../../../client/components/money';
import { useLocale } from '../../../client/i18n';
import { api } from '../../../client/api/api';
import { formatDateTime } from '../../../client/format/format';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import { ReasonDialog } from '../../../client/components/reason-dialog';
import { reasonTexts } from '../../components/console-texts';
import { QueuePage, QueuePanel, QueueTable } from '../../components/queue-page';
import { VoucherPreview } from '../../components/voucher-preview';

type PendingTransfer = components['schemas']['PendingTransfer'];
type PendingRecharge = components['schemas']['PendingRecharge'];
type Decision = { kind: 'transfer'; item: PendingTransfer } | { kind: 'recharge'; item: PendingRecharge };


function Sender({ name, bank, reference }: { name: string; bank: string; reference: string }) {
  return (
    <>
      <bdi>{name}</bdi>
      <span className="adm-muted adm-block">
        <bdi>{bank}</bdi> · <bdi dir="ltr">{reference}</bdi>
      </span>
    </>
  );
}

function Customer({ customer }: { customer: components['schemas']['CustomerRef'] }) {
  return (
    <>
      <bdi>{customer.nickname}</bdi>
      <span className="adm-muted adm-block">
        <bdi dir="ltr">{customer.mobile}</bdi>
      </span>
    </>
  );
}

/**
 * Bank transfers for orders and balance top-ups waiting for staff, oldest first, each with its voucher inline:
 * confirm (the money is on the statement) or reject with a reason (the customer is told why).
 */
export default function TransfersPage() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const { data, loading, failed } = usePageQuery(envelope($api.queryOptions('get', '/staff/transfers')));
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const confirmTransfer = useShopMutation({ mutationFn: (orderId: number) => api.POST('/staff/confirmTransfer', { body: { order_id: orderId } }) });
  const confirmRecharge = useShopMutation({ mutationFn: (rechargeId: number) => api.POST('/staff/confirmRecharge', { body: { recharge_id: rechargeId } }) });
  const rejectTransfer = useShopMutation({ mutationFn: (body: { order_id: number; reason: string }) => api.POST('/staff/rejectTransfer', { body }) });
  const rejectRecharge = useShopMutation({ mutationFn: (body: { recharge_id: number; reason: string }) => api.POST('/staff/rejectRecharge', { body }) });
  const busy = confirmTransfer.pending || confirmRecharge.pending;

  const transfers = data?.transfers ?? [];
  const recharges = data?.recharges ?? [];
  const amount = { label: t('admin.transfers.amount'), numeric: true };

  return (
    <QueuePage
      title={t('admin.transfers.title')}
      intro={t('admin.transfers.intro')}
      panel={{ id: 'adm-transfers-orders', title: t('admin.transfers.orders'), count: transfers.length }}
      table={
        <QueueTable
          columns={[t('admin.transfers.reported'), t('admin.transfers.order'), t('admin.transfers.customer'), amount, t('admin.transfers.sender'), t('admin.transfers.voucher'), t('admin.common.actions')]}
          rowCount={transfers.length}
          loading={loading}
          failed={failed}
          empty={t('admin.transfers.none')}
        >
          {transfers.map((item) => (
            <tr key={item.payment_id} data-order-id={item.order_id}>
              <td className="adm-nowrap">{formatDateTime(item.created_at, locale)}</td>
              <td>
                <bdi dir="ltr">{item.order_sn}</bdi>
                <span className="adm-muted adm-block">#{item.order_id}</span>
              </td>
              <td>
                <Customer customer={item.customer} />
              </td>
              <td className="adm-num">
                <Money fils={item.amount_fils} />
              </td>
              <td>
                <Sender name={item.account_name} bank={item.bank} reference={item.reference_last6} />
              </td>
              <td>{item.voucher ? <VoucherPreview fileId={item.voucher.id} name={item.voucher.name} /> : '—'}</td>
              <td>
                <div className="adm-actions">
                  <button type="button" className="adm-btn adm-btn-primary" disabled={busy} onClick={() => void confirmTransfer.run(item.order_id)}>
                    {t('admin.transfers.confirm')}
                  </button>
                  <button type="button" className="adm-btn adm-btn-danger" onClick={() => setDeciding({ kind: 'transfer', item })}>
                    {t('admin.transfers.reject')}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </QueueTable>
      }
    >
      <QueuePanel id="adm-transfers-topups" title={t('admin.transfers.top_ups')} count={recharges.length}>
        <QueueTable
          columns={[t('admin.transfers.reported'), t('admin.transfers.customer'), amount, t('admin.transfers.sender'), t('admin.transfers.voucher'), t('admin.common.actions')]}
          rowCount={recharges.length}
          loading={loading}
          failed={failed}
          empty={t('admin.transfers.none')}
        >
          {recharges.map((item) => (
            <tr key={item.recharge.id} data-recharge-id={item.recharge.id}>
              <td className="adm-nowrap">{formatDateTime(item.recharge.created_at, locale)}</td>
              <td>
                <Customer customer={item.customer} />
              </td>
              <td className="adm-num">
                <Money fils={item.recharge.amount_fils} />
              </td>
              <td>
                <Sender name={item.recharge.account_name} bank={item.recharge.bank} reference={item.recharge.reference_last6} />
              </td>
              <td>{item.recharge.voucher ? <VoucherPreview fileId={item.recharge.voucher.id} name={item.recharge.voucher.name} /> : '—'}</td>
              <td>
                <div className="adm-actions">
                  <button type="button" className="adm-btn adm-btn-primary" disabled={busy} onClick={() => void confirmRecharge.run(item.recharge.id)}>
                    {t('admin.transfers.confirm')}
                  </button>
                  <button type="button" className="adm-btn adm-btn-danger" onClick={() => setDeciding({ kind: 'recharge', item })}>
                    {t('admin.transfers.reject')}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </QueueTable>
      </QueuePanel>

      {deciding && (
        <ReasonDialog
          {...reasonTexts(t)}
          title={deciding.kind === 'transfer' ? t('admin.transfers.reject_transfer_title', { order: deciding.item.order_sn }) : t('admin.transfers.reject_top_up_title')}
          confirmLabel={t('admin.transfers.reject')}
          danger
          onClose={() => setDeciding(null)}
          onConfirm={async (reason) =>
            deciding.kind === 'transfer'
              ? (await rejectTransfer.run({ order_id: deciding.item.order_id, reason })) !== null
              : (await rejectRecharge.run({ recharge_id: deciding.item.recharge.id, reason })) !== null
          }
        >
          <p className="adm-muted">{t('admin.transfers.reject_hint')}</p>
        </ReasonDialog>
      )}
    </QueuePage>
  );
}
