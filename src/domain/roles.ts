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

/**
 * The account type of designers (spec §2/§6: user type 4 sees the task centre and takes design tasks). Here, not in
 * design/design.ts, so the shell's header and menu ask it without loading the design service's price book.
 */
export const DESIGNER_TYPE_ID = 4;

export function isDesigner(typeId: number | null | undefined): boolean {
  return typeId === DESIGNER_TYPE_ID;
}
