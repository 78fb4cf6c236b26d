import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../client/api/api';

/**
 * Downloads a stored file (design file, proof, voucher) through GET staff/file: the API needs the session header, so
 * the file is fetched and handed to the browser as a download under its original name.
 */
export function FileButton({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const { data, response } = await api.GET('/staff/file', { params: { query: { id, download: 1 } }, parseAs: 'blob' });
      if (!response.ok || !data || response.headers.get('content-type')?.includes('json')) throw new Error('not a file');
      const url = URL.createObjectURL(data as Blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="adm-file" disabled={busy} onClick={() => void download()} title={t('admin.order.download')}>
      <span aria-hidden="true">⤓</span> <bdi>{name}</bdi>
      {failed && <span className="adm-error"> {t('admin.common.load_failed')}</span>}
    </button>
  );
}
