import { createContext, useContext } from 'react';
import type { components } from '../../generated/shop-api';

export type StaffMe = components['schemas']['StaffMe'];

/** The signed-in staff member, provided by the console's guard (app/require-staff.tsx) to every page. */
export const StaffContext = createContext<StaffMe | null>(null);

export function useStaff(): StaffMe {
  const me = useContext(StaffContext);
  if (!me) throw new Error('useStaff outside the console guard');
  return me;
}
