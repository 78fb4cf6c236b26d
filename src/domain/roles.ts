/**
 * Account roles. Customers shop; `staff` run operations (confirm transfers and top-ups, and the staff console's
 * order work); `admin` may do everything staff may, plus settings and staff accounts.
 */
export const roles = ['customer', 'staff', 'admin'] as const;
export type Role = (typeof roles)[number];

/** The roles `npm run staff:add` gives. */
export const staffRoles = ['staff', 'admin'] as const satisfies readonly Role[];
export type StaffRole = (typeof staffRoles)[number];

export function isStaffRole(role: string): role is StaffRole {
  return (staffRoles as readonly string[]).includes(role);
}
