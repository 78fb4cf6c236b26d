import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { components } from '../../../generated/shop-api';
import { useLocale } from '../../../client/i18n';
import { api } from '../../../client/api/api';
import { formatDateTime } from '../../../client/format/format';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import { FileButton } from '../../components/file-button';
import { ReasonDialog } from '../../../client/components/reason-dialog';
import { reasonTexts } from '../../components/console-texts';
import { QueuePage, QueueTable } from '../../components/queue-page';

type StaffCertification = components['schemas']['StaffCertification'];
type Status = 'in_review' | 'verified' | 'failed';

const STATUSES: Status[] = ['in_review', 'verified', 'failed'];

/**
 * Tax certifications (issue 12): those in review oldest first, with the company, the TRN and the documents (the
 * business licence and the trademark authorisation, downloaded through staff/file — staff only); verify, or fail
 * with a reason the customer reads in the message centre. The verified and failed ones by tab.
 */
export default function CertificationsPage() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: Status = STATUSES.find((s) => s === raw) ?? 'in_review';
  const { data, loading, failed } = usePageQuery(envelope($api.queryOptions('get', '/staff/certifications', { params: { query: { status } } })));
  const [failing, setFailing] = useState<StaffCertification | null>(null);
  const verify = useShopMutation({ mutationFn: (id: number) => api.POST('/staff/certification/verify', { body: { id } }) });
  const fail = useShopMutation({ mutationFn: (body: { id: number; reason: string }) => api.POST('/staff/certification/fail', { body }) });
  const rows = data?.lists ?? [];

  return (
    <QueuePage
      title={t('admin.cert.title')}
      intro={t('admin.cert.intro')}
      tabs={{ label: t('admin.cert.by_status'), keys: STATUSES, value: status, labelOf: (s) => t(`admin.cert.status.${s}`), onChange: (s) => setParams(s === 'in_review' ? {} : { status: s }) }}
      panel={{ id: 'adm-cert-list', title: t(`admin.cert.status.${status}`), count: rows.length }}
      table={
        <QueueTable
          columns={[t('admin.cert.submitted'), t('admin.cert.customer'), t('admin.cert.company'), t('admin.cert.trn'), t('admin.cert.documents'), status === 'in_review' ? t('admin.common.actions') : t('admin.cert.decision')]}
          rowCount={rows.length}
          loading={loading}
          failed={failed}
          empty={t('admin.cert.none')}
        >
          {rows.map(({ certification: c, customer }) => (
            <tr key={c.id} data-certification-id={c.id}>
              <td className="adm-nowrap">{c.submitted_at ? formatDateTime(c.submitted_at, locale) : '—'}</td>
              <td>
                <bdi>{customer.nickname}</bdi>
                <span className="adm-muted adm-block">
                  <bdi dir="ltr">{customer.mobile}</bdi>
                </span>
              </td>
              <td>
                <bdi>{c.company_name}</bdi>
              </td>
              <td>
                <bdi dir="ltr" className="adm-mono">
                  {c.trn}
                </bdi>
              </td>
              <td>
                {c.licence && (
                  <span className="adm-block">
                    {t('admin.cert.licence')}: <FileButton id={c.licence.id} name={c.licence.name} />
                  </span>
                )}
                {c.trademark && (
                  <span className="adm-block">
                    {t('admin.cert.trademark')}: <FileButton id={c.trademark.id} name={c.trademark.name} />
                  </span>
                )}
              </td>
              <td>
                {status === 'in_review' ? (
                  <div className="adm-actions">
                    <button type="button" className="adm-btn adm-btn-primary" disabled={verify.pending} onClick={() => c.id !== null && void verify.run(c.id)}>
                      {t('admin.cert.verify')}
                    </button>
                    <button type="button" className="adm-btn adm-btn-danger" onClick={() => setFailing({ certification: c, customer })}>
                      {t('admin.cert.fail')}
                    </button>
                  </div>
                ) : (
                  <>
                    {c.reviewed_at && <span className="adm-block adm-nowrap">{formatDateTime(c.reviewed_at, locale)}</span>}
                    {c.reject_reason && <span className="adm-muted adm-block">{c.reject_reason}</span>}
                  </>
                )}
              </td>
            </tr>
          ))}
        </QueueTable>
      }
    >
      {failing && failing.certification.id !== null && (
        <ReasonDialog
          {...reasonTexts(t)}
          title={t('admin.cert.fail_title', { company: failing.certification.company_name })}
          confirmLabel={t('admin.cert.fail')}
          danger
          onClose={() => setFailing(null)}
          onConfirm={async (reason) => (await fail.run({ id: Number(failing.certification.id), reason })) !== null}
        >
          <p className="adm-muted">{t('admin.cert.fail_hint')}</p>
        </ReasonDialog>
      )}
    </QueuePage>
  );
}
