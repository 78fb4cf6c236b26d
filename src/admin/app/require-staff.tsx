import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Navigate } from '../../client/components/navigation';
import { useTranslation } from 'react-i18next';
import { StaffContext } from '../components/staff-context';
import { useStaffMe } from './staff-session';

/** The console's one guard: no session → sign in; a customer's session → sign in with the refusal; staff → the page. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const { token, me, pending, refused } = useStaffMe();
  const location = useLocation();
  if (token === null) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (pending) return <div className="adm-boot" aria-busy="true" aria-label={t('admin.common.loading')} />;
  if (refused || !me) return <Navigate to="/login" replace state={{ refused: true }} />;
  return <StaffContext.Provider value={me}>{children}</StaffContext.Provider>;
}
