import type { StaffRole } from '../../domain/roles';

/**
 * The console's side navigation, in order. Each entry is a page in routes.tsx; `admin` entries are shown to admins
 * only (the server refuses their operations to staff anyway). `label` is a key of the `admin` namespace.
 */
export interface NavEntry {
  to: string;
  label: string;
  roles: readonly StaffRole[];
}

const everyone = ['staff', 'admin'] as const;

export const NAV: readonly NavEntry[] = [
  { to: '/orders', label: 'admin.nav.orders', roles: everyone },
  { to: '/cancel-requests', label: 'admin.nav.cancel_requests', roles: everyone },
  { to: '/transfers', label: 'admin.nav.transfers', roles: everyone },
  { to: '/customers', label: 'admin.nav.customers', roles: everyone },
  { to: '/after-sales', label: 'admin.nav.after_sales', roles: everyone },
  { to: '/certifications', label: 'admin.nav.certifications', roles: everyone },
  { to: '/invoices', label: 'admin.nav.invoices', roles: everyone },
  { to: '/coupons', label: 'admin.nav.coupons', roles: everyone },
  { to: '/products', label: 'admin.nav.products', roles: everyone },
  { to: '/audit', label: 'admin.nav.audit', roles: everyone },
  { to: '/settings', label: 'admin.nav.settings', roles: ['admin'] },
];

/** Where the console opens: the first page the role may see. */
export function homeOf(role: StaffRole): string {
  return NAV.find((entry) => entry.roles.includes(role))?.to ?? '/audit';
}
