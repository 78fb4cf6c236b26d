/** A wide console dialog holding one table (a variant's ledger, what a flash sale sold): its columns, rows and empty line. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../client/components/dialog';

export function ListDialog({ title, onClose, loading, columns, empty, children }: { title: string; onClose(): void; loading: boolean; columns: { label: string; num?: boolean }[]; empty: string | null; children: ReactNode }) {
  const { t } = useTranslation('admin-stock');
  return (
    <Dialog title={title} onClose={onClose} closeLabel={t('admin_stock.stock.close')} className="adm-dialog adm-dialog-wide">
      <div className="adm-ledger" aria-busy={loading}>
        <table className="adm-table">
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.label} scope="col" className={c.num ? 'adm-num' : undefined}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {children}
            {empty !== null && (
              <tr>
                <td colSpan={columns.length} className="adm-table-empty">
                  {empty}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </Dialog>
  );
}
