import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../client/api/api';

/** The voucher as a blob fetched with the staff session (`GET /staff/voucher`: the token header, not a cookie). */
async function fetchVoucher(fileId: number, signal: AbortSignal): Promise<Blob> {
  const { data, response } = await api.GET('/staff/voucher', { params: { query: { file_id: fileId } }, parseAs: 'blob', signal });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !data || type.startsWith('application/json')) throw new Error(`voucher ${fileId}: ${response.status}`);
  return data as Blob;
}

/** A remittance voucher shown inline: images as a picture, PDFs as a link that opens them. */
export function VoucherPreview({ fileId, name }: { fileId: number; name: string }) {
  const { t } = useTranslation('admin');
  const voucher = useQuery({ queryKey: ['staff-voucher', fileId], queryFn: ({ signal }) => fetchVoucher(fileId, signal), staleTime: Infinity, retry: false, meta: { quiet: true, background: true } });
  const url = useMemo(() => (voucher.data ? URL.createObjectURL(voucher.data) : null), [voucher.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (voucher.isError) return <span className="adm-error">{t('admin.transfers.voucher_failed')}</span>;
  if (!url || !voucher.data) return <span className="adm-muted">{t('admin.common.loading')}</span>;
  if (voucher.data.type === 'application/pdf') {
    return (
      <a className="adm-btn" href={url} target="_blank" rel="noreferrer">
        {t('admin.transfers.open_pdf')}
      </a>
    );
  }
  return (
    <a href={url} target="_blank" rel="noreferrer" className="adm-voucher">
      <img src={url} alt={t('admin.transfers.voucher_alt', { name })} />
    </a>
  );
}
